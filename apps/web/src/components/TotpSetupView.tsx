import type { TTotpSetup } from '@wheelbase/core/schemas/signInMethods'
import { useSecurityTexts } from '../lib/securityTexts'

/** An authenticator app's new secret: its QR code to scan, and the key to type where a camera cannot. */
export function TotpSetupView({ setup }: { setup: TTotpSetup }) {
  const { t } = useSecurityTexts()
  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('secondStep.qrAlt')}
        width={184}
        height={184}
        className="rounded-lg border border-line bg-white"
      />
      <div className="min-w-0">
        <p className="text-sm text-muted">{t('secondStep.secretLabel')}</p>
        <p dir="ltr" className="font-mono text-lg break-all">
          {setup.secret}
        </p>
      </div>
    </div>
  )
}
