import type { FastifyInstance } from 'fastify'
import { getCar, searchCars as searchCarsContract } from '@wheelbase/core/contracts/cars'
import { getPlacePage } from '@wheelbase/core/contracts/placePage'
import type { AppContext } from '../../appContext'
import { assertId, notFound } from '../../platform/http/errors'
import { contractRoutes } from '../../platform/http/route'
import { periodOf } from '../../data/period'
import { criteriaOf } from './criteria'
import { findCar, searchCars } from './queries'
import { placePage } from './placePage'

/** Public car search, one car and a place's page of cars; each bad criterion answers its own translated message (the contract's firstIssue). */
export async function carRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)

  await route(searchCarsContract, async ({ query, language }) => {
    const now = ctx.clock.now()
    return searchCars(ctx.db, await criteriaOf(ctx.db, query, ctx.config.periods, now), language, ctx.config.pricePercentage, now)
  })

  await route(getCar, async ({ params, query, language }) => {
    assertId(params.id, 'car')
    const { pickup, dropoff, from, to } = query
    const now = ctx.clock.now()
    const period = pickup && from && to ? await periodOf(ctx.db, { pickup, dropoff, from, to }, ctx.config.periods, now) : null
    const chosen = Object.fromEntries((query.options ?? []).map((extra) => [extra, true]))
    const car = await findCar(ctx.db, params.id, period, language, ctx.config.pricePercentage, { options: chosen, driverAge: query.age ?? null }, now)
    if (!car) throw notFound('car')
    return car
  })

  await route(getPlacePage, async ({ params, language }) =>
    placePage(ctx.db, params.slug, language, ctx.config.pricePercentage, ctx.config.periods, ctx.clock.now()),
  )
}
