// The captcha's proof of work runs here, off the main thread, so typing stays responsive while it
// is solved: altcha-lib's worker loop with the browser's SHA (Web Crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
