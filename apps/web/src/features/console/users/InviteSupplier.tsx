import { useTranslation } from '../../../i18n/useTranslation'
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { SelectField } from '../../../components/form/SelectField'
import { TextField } from '../../../components/form/TextField'
import { useCreateSupplier } from './api'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { formAlert } from '../formAlert'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { CardSection } from '../../../components/ui/Card'

type TInvite = { fullName: string; email: string; language: TLanguage; payLater: boolean }
const REQUIRED = new Set(['validation.fillField'])

async function validate(values: TInvite) {
  const { ZNewSupplierBody } = await import('@wheelbase/core/schemas/consoleAdmin')
  const result = ZNewSupplierBody.safeParse(values)
  return schemaErrors(result)
}

/** An admin creates a supplier account; the supplier gets an invitation mail to choose its password. */
export function InviteSupplier() {
  const { t, i18n } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const invite = useCreateSupplier()
  const empty: TInvite = { fullName: '', email: '', language: (i18n.language as TLanguage) || 'en', payLater: false }
  const form = useLightForm<TInvite>(empty, validate)
  const label = (path: string) => t(`suppliers.fields.${path}`)
  const error = (path: keyof TInvite) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const onSubmit = form.handleSubmit(
    async (values) => {
      await invite.mutateAsync({ body: values })
      toast.success(t('suppliers.invited', { email: values.email.trim().toLowerCase() }))
      form.reset(empty)
    },
    { at: { email_registered: 'email' } },
  )
  return (
    <CardSection id="invite-title" title={t('suppliers.invite')} lead={t('suppliers.inviteHint')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
        <div className="grid gap-4 desk:grid-cols-3">
          <TextField label={label('fullName')} required error={error('fullName')} autoComplete="off" {...form.field('fullName')} />
          <TextField label={label('email')} type="email" required error={error('email')} autoComplete="off" {...form.field('email')} />
          <SelectField
            label={label('language')}
            {...form.select('language')}
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
        </div>
        <CheckboxField label={label('payLater')} {...form.field('payLater')} />
        <div className="desk:max-w-xs">
          <SubmitButton busy={form.submitting}>{t('suppliers.send')}</SubmitButton>
        </div>
      </form>
    </CardSection>
  )
}
