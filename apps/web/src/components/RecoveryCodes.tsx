import { useState } from 'react'
import { Button } from './ui/Button'
import { useSecurityTexts } from '../lib/securityTexts'

/**
 * Ten recovery codes, shown once (record 0138): to copy, or to keep as a text file. Each signs in
 * once when the phone or the passkey is lost. `headless`: inside a dialog that already says what they are.
 */
export function RecoveryCodes({ codes, headless = false }: { codes: string[]; headless?: boolean }) {
  const { t } = useSecurityTexts()
  const [copied, setCopied] = useState(false)
  const text = codes.join('\n')
  const copy = async () => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([`Wheelbase\n\n${text}\n`], { type: 'text/plain' }))
    link.download = t('recoveryCodes.fileName')
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <section aria-labelledby={headless ? undefined : 'recovery-codes-title'} className="flex flex-col gap-3">
      {!headless && (
        <>
          <h3 id="recovery-codes-title" className="text-lg font-semibold">
            {t('recoveryCodes.title')}
          </h3>
          <p>{t('recoveryCodes.lead')}</p>
        </>
      )}
      <ol dir="ltr" className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-line bg-page p-4 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('recoveryCodes.copied') : t('recoveryCodes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('recoveryCodes.download')}
        </Button>
      </div>
    </section>
  )
}
