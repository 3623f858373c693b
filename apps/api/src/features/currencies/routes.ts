import type { FastifyInstance } from 'fastify'
import * as admin from '@wheelbase/core/contracts/consoleAdmin'
import { displayRates } from '@wheelbase/core/contracts/system'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { fetchRates } from './fetchRates'
import { currencyRatesOf, updateCurrencyRates, type TDisplayRatesSource } from './rates'

/** The display rates: every visitor reads the fresh ones; admins edit them (the contracts' roles). */
export async function currencyRoutes(app: FastifyInstance, { ctx, rates }: { ctx: AppContext; rates: TDisplayRatesSource }) {
  const route = contractRoutes(app, ctx.config)
  const now = () => ctx.clock.now()
  await route(displayRates, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60')
    return rates.get()
  })
  await route(admin.getCurrencyRates, async () => currencyRatesOf(ctx.db, ctx.config, now()))
  await route(admin.updateCurrencyRates, async ({ actor, body }) => {
    const result = await updateCurrencyRates(ctx.db, ctx.config, actor, body, now())
    rates.forget()
    return result
  })
  await route(admin.fetchCurrencyRates, async () => {
    await fetchRates(ctx.db, ctx.config, now())
    rates.forget()
    return currencyRatesOf(ctx.db, ctx.config, now())
  })
}
