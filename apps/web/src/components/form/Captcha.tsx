import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { fetchCaptchaChallenge } from '../../lib/api/account'
import { useSettings } from '../../lib/settings'
import { FieldErrorText } from './FieldMessage'
import { Icon } from '../icons/Icon'

type Challenge = Awaited<ReturnType<typeof fetchCaptchaChallenge>>

/**
 * Finds the counter behind the challenge (ALTCHA proof of work) in Web Workers, with the
 * maintained altcha-lib, loaded on the first click; the answer is the payload the server checks.
 */
async function solve(challenge: Challenge): Promise<string> {
  const { solveChallengeWorkers } = await import('altcha-lib')
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
    createWorker: () => new Worker(new URL('./captchaWorker.ts', import.meta.url), { type: 'module' }),
  })
  if (!solution) throw new Error('captcha not solved')
  return btoa(JSON.stringify({ challenge, solution }))
}

// Google's reCAPTCHA, only where the site is configured for it: no page downloads it otherwise.
const Recaptcha = lazy(() => import('./Recaptcha'))

export function Captcha(props: { onChange: (payload: string | null) => void; error?: string | undefined }) {
  const { providers } = useSettings()
  if (providers.captcha === 'recaptcha' && providers.recaptchaSiteKey && providers.recaptchaScriptUrl) {
    return (
      <Suspense fallback={null}>
        <Recaptcha siteKey={providers.recaptchaSiteKey} scriptUrl={providers.recaptchaScriptUrl} {...props} />
      </Suspense>
    )
  }
  return <Altcha {...props} />
}

/**
 * "I'm not a robot": a short proof of work computed in the browser (self-hosted ALTCHA
 * protocol: no third party, no cookie). The solution is verified, once, by the action itself.
 */
function Altcha({ onChange, error }: { onChange: (payload: string | null) => void; error?: string | undefined }) {
  const { t } = useTranslation('account')
  const [state, setState] = useState<'idle' | 'solving' | 'done' | 'failed'>('idle')
  const id = useId()
  const start = async () => {
    setState('solving')
    onChange(null)
    try {
      const challenge = await fetchCaptchaChallenge()
      onChange(await solve(challenge))
      setState('done')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <div
        className={`flex min-h-14 items-center gap-3 rounded-xl border bg-white px-4 ${error && state !== 'done' ? 'border-red-700' : 'border-line'}`}
      >
        <input
          id={id}
          type="checkbox"
          checked={state === 'done'}
          disabled={state === 'solving' || state === 'done'}
          onChange={() => void start()}
          aria-describedby={`${id}-status`}
          aria-invalid={error && state !== 'done' ? true : undefined}
          className="size-6 cursor-pointer accent-primary"
        />
        <label htmlFor={id} className="flex-1 cursor-pointer font-medium">
          {t('captcha.label')}
        </label>
        <span id={`${id}-status`} aria-live="polite" className="flex items-center gap-1 text-sm text-muted">
          {state === 'solving' && (
            <>
              <Icon name="loader-circle" className="size-4 animate-spin" />
              {t('captcha.verifying')}
            </>
          )}
          {state === 'done' && (
            <>
              <Icon name="check" className="size-4 text-green-700" />
              {t('captcha.verified')}
            </>
          )}
          {state === 'failed' && (
            <button type="button" onClick={() => void start()} className="underline">
              {t('captcha.retry')}
            </button>
          )}
          {state === 'idle' && <Icon name="shield-check" className="size-5" />}
        </span>
      </div>
      <p className="text-xs text-muted">{t('captcha.privacy')}</p>
      <FieldErrorText error={state === 'done' ? undefined : error} />
    </div>
  )
}
