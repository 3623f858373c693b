import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import * as contracts from '@wheelbase/core/contracts/accountExport'
import { ZAccountExport } from '@wheelbase/core/schemas/accountExport'
import type { AppContext } from '../../appContext'
import { contractRoutes, rawRoutes } from '../../platform/http/route'
import { linkedExport, listOwnExports, ownExport, requestExportFor, requestOwnExport } from './exports'

/** The published schema, made once from core's: what the file follows is what the code checks. */
const SCHEMA = z.toJSONSchema(ZAccountExport, { target: 'draft-2020-12' })

/** A file to keep, not to show in a tab the next visitor of the device finds: never cached. */
function asDownload(reply: FastifyReply, name: string): void {
  reply.header('cache-control', 'private, no-store')
  reply.header('content-disposition', `attachment; filename="${name}"`)
}

/** The summary as a page of its own: never cached, allowed nothing but its inline style, telling no one where it came from. */
const sendSummary = (reply: FastifyReply, summary: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(summary)

/** The account's data exports (record 0137): asked for, listed, downloaded with the session or the mailed link. */
export async function accountExportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  const raw = rawRoutes(app, ctx.config)
  await route(contracts.requestExport, async ({ actor }) => requestOwnExport(ctx, actor))
  await route(contracts.listExports, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return { items: await listOwnExports(ctx.db, actor, ctx.clock.now()) }
  })
  await route(contracts.exportFile, async ({ actor, params, reply }) => {
    const found = await ownExport(ctx.db, actor, params.id, ctx.clock.now())
    asDownload(reply, 'wheelbase-data.json')
    return found.content
  })
  await raw(contracts.exportSummary, async ({ actor, params, reply }) => {
    const found = await ownExport(ctx.db, actor, params.id, ctx.clock.now())
    return sendSummary(reply, found.summary)
  })
  await route(contracts.linkedExportFile, async ({ params, query, reply }) => {
    const found = await linkedExport(ctx.db, params.id, query.t, ctx.clock.now())
    asDownload(reply, 'wheelbase-data.json')
    return found.content
  })
  await raw(contracts.linkedExportSummary, async ({ params, query, reply }) => {
    const found = await linkedExport(ctx.db, params.id, query.t, ctx.clock.now())
    return sendSummary(reply, found.summary)
  })
  await route(contracts.exportSchema, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600')
    return SCHEMA
  })
  await route(contracts.exportForUser, async ({ actor, params }) => requestExportFor(ctx, actor, params.id))
}
