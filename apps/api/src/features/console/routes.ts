import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/console'
import type { AppContext } from '../../platform/context'
import { contractRoutes } from '../../platform/route'
import { readUploadedFile } from '../../platform/uploads'
import { carCalendar } from './calendar'
import { createCar, getConsoleCar, updateCar } from './carForm'
import { CONSOLE_IMAGE_MAX_BYTES, storeCarImage } from './carImage'
import { deleteCar, listFleet, setCarAvailability } from './fleet'

/** The console's calls: suppliers and admins only (the contracts say so: drivers 403), each scoped to the acting account. */
export async function consoleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listFleet, async ({ actor, query }) => listFleet(ctx.db, actor, query))
  await route(contracts.getConsoleCar, async ({ actor, params }) => getConsoleCar(ctx.db, actor, params.id))
  await route(contracts.createCar, async ({ actor, body }) => createCar(ctx, actor, body))
  await route(contracts.updateCar, async ({ actor, params, body }) => updateCar(ctx, actor, params.id, body))
  await route(contracts.uploadCarImage, async ({ req }) => ({
    image: await storeCarImage(ctx, await readUploadedFile(req, CONSOLE_IMAGE_MAX_BYTES)),
  }))
  await route(contracts.carCalendar, async ({ actor, params, query }) => carCalendar(ctx.db, actor, params.id, query.month))
  await route(contracts.deleteCar, async ({ actor, params }) => deleteCar(ctx.db, actor, params.id))
  await route(contracts.setCarAvailability, async ({ actor, params, body }) => setCarAvailability(ctx.db, actor, params.id, body.available))
}
