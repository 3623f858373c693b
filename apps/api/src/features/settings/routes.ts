import type { FastifyInstance } from 'fastify'
import { publicSettings as publicSettingsContract } from '@wheelbase/core/contracts/system'
import type { Config } from '../../config'
import { contractRoutes } from '../../platform/http/route'
import { publicSettings } from './publicSettings'

export async function settingsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const settings = publicSettings(config)
  await contractRoutes(app, config)(publicSettingsContract, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60')
    return settings
  })
}
