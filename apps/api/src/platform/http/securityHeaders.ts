import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../../config'

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

/**
 * Security headers; the CSP allows only our own code plus the configured map tiles and analytics.
 * They are the same for every answer: helmet works them out once, at start (the Fastify plugin
 * parsed the policy again for every request and every call a server-rendered page makes: about 1%
 * of the server's time on a results page), and each request gets them on its response, where a
 * route may still replace one (the uploads' own CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = Object.entries({ ...helmetHeaders(config), 'permissions-policy': PERMISSIONS_POLICY })
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })
}

function helmetHeaders(config: Config): Record<string, string> {
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
  const middleware = helmet({
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
  // No directive is a function of the request: the headers helmet sets on one answer are every answer's.
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error))
  })
  return headers
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
