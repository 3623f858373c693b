import type { FastifyInstance } from 'fastify'
import { appPageOf, type TAppPage } from '@wheelbase/core/appPages'
import { reportVitals } from '@wheelbase/core/contracts/vitals'
import type { AppContext } from '../../appContext'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { contractRoutes } from '../../platform/http/route'
import type { Metrics } from '../../platform/metrics/metrics'

/**
 * What real visitors feel: a page whose visitor accepted cookies sends its load's Core Web Vitals
 * as it is hidden, and they join the operators' metrics as histograms per page and language. The
 * page is the app page the path matches ("other" for none, or without the web build's page list),
 * so a client cannot make up labels; the language is the request's. Limited per address.
 */
export async function vitalsRoutes(
  app: FastifyInstance,
  { ctx, metrics, pages }: { ctx: AppContext; metrics: Metrics; pages: readonly TAppPage[] | null },
) {
  await contractRoutes(app, ctx.config)(reportVitals, async ({ body, language, req }) => {
    await enforceLimit(ctx.limiter, 'vitals', req.ip, ctx.config.rateLimits.vitals)
    const page = (pages && appPageOf(pages, body.path.split('?')[0] ?? '/')) ?? 'other'
    for (const { name, value } of body.metrics) metrics.observeVital(name, page, language, value)
    return { recorded: body.metrics.length }
  })
}
