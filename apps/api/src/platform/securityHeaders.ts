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
  // Configured sign-in providers load their SDK, and show their popups and frames, from their own origin.
  const social = Object.values(config.social).map((provider) => new URL(provider.sdkUrl).origin)
  const socialFrames = [
    ...(config.social.google ? ['https://accounts.google.com'] : []),
    ...(config.social.apple ? ['https://appleid.apple.com'] : []),
    ...(config.social.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : []),
  ]
  // reCAPTCHA's script comes from Google and loads more from gstatic; its challenge is a Google frame.
  const recaptcha = config.captcha.provider === 'recaptcha' ? [new URL(config.captcha.recaptchaScriptUrl).origin, 'https://www.gstatic.com'] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics, ...social, ...recaptcha],
        frameSrc: ["'self'", ...social, ...socialFrames, ...recaptcha],
        styleSrc: ["'self'", "'unsafe-inline'"], // React style props and Leaflet's positioning
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(config.mapTilesUrl), ...analyticsConnect],
        connectSrc: ["'self'", ...analyticsConnect, ...social, ...socialFrames],
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
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
}

// Powerful browser features the marketplace never uses are off for our pages and any frame.
// Payment stays allowed on our own origin for a card form or a wallet button at checkout.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=(self)',
  'usb=()',
].join(', ')
