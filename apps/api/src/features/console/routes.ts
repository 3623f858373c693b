import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/console'
import * as admin from '@wheelbase/core/contracts/consoleAdmin'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { readUpload } from '../../platform/http/uploads'
import { carCalendar } from './calendar'
import { createCar, getConsoleCar, updateCar } from './carForm'
import { storeCarImage } from './carImage'
import { deleteCar, listFleet, setCarAvailability } from './fleet'
import { listJobs, retryJob } from './jobs'
import * as places from './locations'
import { createSupplier, supplierProfile, updateSupplierLogo, updateSupplierProfile } from './suppliers'
import { listUsers, setSuspension, setUserType } from './users'
import { getSupplierFees, updateSupplierFees } from './supplierFees'
import { getSupplierDesk, updateSupplierDesk } from './supplierDesk'
import { getSupplierTerms, updateSupplierTerms } from './supplierTerms'
import { recordUpload } from './uploadOwners'

/** The console's calls: suppliers and admins only (the contracts say so: drivers 403), each scoped to the acting account. */
export async function consoleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listFleet, async ({ actor, query }) => listFleet(ctx.db, actor, query))
  await route(contracts.getConsoleCar, async ({ actor, params }) => getConsoleCar(ctx.db, actor, params.id))
  await route(contracts.createCar, async ({ actor, body }) => createCar(ctx, actor, body, ctx.clock.now()))
  await route(contracts.updateCar, async ({ actor, params, body }) => updateCar(ctx, actor, params.id, body, ctx.clock.now()))
  await route(contracts.uploadCarImage, async ({ actor, req, reply }) => ({
    image: await recordUpload(ctx.db, actor, await storeCarImage(ctx, await readUpload(ctx, actor, req, reply)), ctx.clock.now()),
  }))
  await route(contracts.carCalendar, async ({ actor, params, query }) => carCalendar(ctx.db, actor, params.id, query.month))
  await route(contracts.deleteCar, async ({ actor, params }) => deleteCar(ctx.db, actor, params.id, ctx.clock.now()))
  await route(contracts.setCarAvailability, async ({ actor, params, body }) =>
    setCarAvailability(ctx.db, actor, params.id, body.available, ctx.clock.now()),
  )

  await route(admin.listUsers, async ({ actor, query }) => listUsers(ctx.db, actor, query))
  await route(admin.setUserSuspension, async ({ actor, params, body }) => setSuspension(ctx.db, actor, params.id, body.suspended, ctx.clock.now()))
  await route(admin.setUserType, async ({ actor, params, body }) => setUserType(ctx.db, actor, params.id, body.type, ctx.clock.now()))
  await route(admin.createSupplier, async ({ actor, body }) => createSupplier(ctx, actor, body))
  await route(admin.getSupplierProfile, async ({ actor, params }) => supplierProfile(ctx.db, actor, params.id))
  await route(admin.updateSupplierProfile, async ({ actor, params, body }) => updateSupplierProfile(ctx.db, actor, params.id, body, ctx.clock.now()))
  await route(admin.getSupplierFees, async ({ actor, params }) => getSupplierFees(ctx.db, actor, params.id))
  await route(admin.updateSupplierFees, async ({ actor, params, body }) => updateSupplierFees(ctx, actor, params.id, body, ctx.clock.now()))
  await route(admin.getSupplierDesk, async ({ actor, params }) => getSupplierDesk(ctx.db, actor, params.id))
  await route(admin.updateSupplierDesk, async ({ actor, params, body }) => updateSupplierDesk(ctx, actor, params.id, body, ctx.clock.now()))
  await route(admin.getSupplierTerms, async ({ actor, params }) => getSupplierTerms(ctx.db, actor, params.id))
  await route(admin.updateSupplierTerms, async ({ actor, params, body }) => updateSupplierTerms(ctx.db, actor, params.id, body, ctx.clock.now()))
  await route(admin.uploadSupplierLogo, async ({ actor, params, req, reply }) =>
    updateSupplierLogo(ctx, actor, params.id, await readUpload(ctx, actor, req, reply), ctx.clock.now()),
  )
  await route(admin.listConsoleLocations, async ({ actor, query }) => places.listConsoleLocations(ctx.db, actor, query))
  await route(admin.getConsoleLocation, async ({ actor, params }) => places.getConsoleLocation(ctx.db, actor, params.id))
  await route(admin.createLocation, async ({ actor, body }) => places.createLocation(ctx, actor, body, ctx.clock.now()))
  await route(admin.updateLocation, async ({ actor, params, body }) => places.updateLocation(ctx, actor, params.id, body, ctx.clock.now()))
  await route(admin.deleteLocation, async ({ actor, params }) => places.deleteLocation(ctx, actor, params.id))
  await route(admin.uploadLocationImage, async ({ actor, req, reply }) => ({
    image: await recordUpload(ctx.db, actor, await places.storeLocationImage(ctx, await readUpload(ctx, actor, req, reply)), ctx.clock.now()),
  }))
  await route(admin.listJobs, async ({ actor, query }) => listJobs(ctx.db, actor, query))
  await route(admin.retryJob, async ({ actor, params }) => retryJob(ctx.db, actor, params.id))
}
