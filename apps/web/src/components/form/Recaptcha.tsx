import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { loadScript } from '../../lib/loadScript'
import { FieldErrorText } from './FieldMessage'

type Grecaptcha = {
  render(element: HTMLElement, options: { sitekey: string; hl: string; callback: (token: string) => void; 'expired-callback': () => void }): number
}

/** Google's reCAPTCHA checkbox, when the site is configured for it (CAPTCHA_PROVIDER=recaptcha). */
export default function Recaptcha({
  siteKey,
  scriptUrl,
  onChange,
  error,
}: {
  siteKey: string
  scriptUrl: string
  onChange: (payload: string | null) => void
  error?: string | undefined
}) {
  const { i18n } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const rendered = useRef(false)
  useEffect(() => {
    let cancelled = false
    void loadScript(scriptUrl).then(async () => {
      // The script defines grecaptcha a moment after it loads.
      for (let i = 0; i < 50 && !(window as { grecaptcha?: Grecaptcha }).grecaptcha?.render; i++) await new Promise((r) => setTimeout(r, 100))
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha
      if (cancelled || rendered.current || !box.current || !grecaptcha) return
      rendered.current = true
      grecaptcha.render(box.current, {
        sitekey: siteKey,
        hl: i18n.language,
        callback: (token) => onChange(token),
        'expired-callback': () => onChange(null),
      })
    })
    return () => {
      cancelled = true
    }
  }, [siteKey, scriptUrl, i18n.language, onChange])
  return (
    <div className="flex flex-col gap-1">
      <div ref={box} />
      <FieldErrorText error={error} />
    </div>
  )
}
