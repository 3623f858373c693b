import { Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { Button } from '../../../components/ui/Button'

/** "Change booking", then the form (its code loads when asked for), which closes itself when done. */
export function ChangeOnDemand({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation('bookings')
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <Button className="self-start" onClick={() => setOpen(true)}>
        {t('amend.action')}
      </Button>
    )
  return <Suspense fallback={<p role="status">{t('loading')}</p>}>{children(() => setOpen(false))}</Suspense>
}
