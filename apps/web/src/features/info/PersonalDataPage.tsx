import { useRef, useState } from 'react'
import { Checkbox } from 'react-aria-components'
import { Check } from 'lucide-react'
import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import { useEarlyInput, useHydrated } from '../../lib/hydration'
import { localStore, STORE_KEYS } from '../../lib/localStore'
import { useSettings } from '../../lib/settings'
import { InfoPage } from './InfoPage'

/** A period of days as the policy states it: in years when it is whole years. */
const periodOf = (days: number, t: (key: string, options: { count: number }) => string) =>
  days % 365 === 0 ? t('personalData.durations.years', { count: days / 365 }) : t('personalData.durations.days', { count: days })

/** The policy with the spec's checkbox; the choice is kept in this browser. The retention periods are the server's own. */
export default function PersonalDataPage() {
  const { t } = useTranslation('info')
  const { retention } = useSettings()
  const periods = {
    bookingPeriod: periodOf(retention.personalDataDays, t),
    unactivatedPeriod: periodOf(retention.unactivatedAccountDays, t),
    checkInPeriod: periodOf(retention.checkInDays, t),
  }
  // The choice lives in this browser: shown once hydrated (the server's HTML has it unticked).
  const hydrated = useHydrated()
  const [chosen, setAccepted] = useState<boolean>()
  const accepted = chosen ?? (hydrated && localStore.read(STORE_KEYS.personalizedContent) === 'true')
  const onChange = (value: boolean) => {
    setAccepted(value)
    localStore.write(STORE_KEYS.personalizedContent, String(value))
    toast.info(t(value ? 'personalData.consentSaved' : 'personalData.consentRemoved'))
  }
  // Ticked (its box shows it, by CSS) before the app started: saved as it starts.
  const input = useRef<HTMLInputElement>(null)
  useEarlyInput(input, (checked) => onChange(checked === 'true'))
  return (
    <InfoPage page="personalData" values={periods}>
      <Checkbox
        inputRef={input}
        isSelected={accepted}
        onChange={onChange}
        className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line p-3"
      >
        <span
          aria-hidden
          className="flex size-6 shrink-0 items-center justify-center rounded border-2 border-primary group-has-[input:checked]:bg-primary group-data-[focus-visible]:focus-ring"
        >
          <Check className="size-4 text-white opacity-0 group-has-[input:checked]:opacity-100" />
        </span>
        <span>{t('personalData.consentLabel')}</span>
      </Checkbox>
    </InfoPage>
  )
}
