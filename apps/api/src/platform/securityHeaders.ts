import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

/** The origin(s) a tile URL template loads from; '{s}.tile.example' becomes '*.tile.example'. */
export function tileSources(template: string): string[] {
  try {
    const wildcardHost = /\/\/\{s\}\./.test(template)
    const url = new URL(template.replace(/\{[^}]+\}/g, 'a'))
    return [wildcardHost ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin]
  } catch {
    return []
  }
}

/** Security headers; the CSP allows only our own code plus the configured map tiles and analytics. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const analytics = config.gaMeasurementId ? [new URL(config.analyticsScriptUrl).origin] : []
  const analyticsConnect = config.gaMeasurementId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', ...analytics] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"], // React style props and Leaflet's positioning
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(config.mapTilesUrl), ...analyticsConnect],
        connectSrc: ["'self'", ...analyticsConnect],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
