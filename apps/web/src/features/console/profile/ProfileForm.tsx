import { Store } from 'lucide-react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TSupplierProfile } from '@wheelbase/core/schemas/consoleAdmin'
import { CheckboxField } from '../../../components/form/CheckboxField'
import { fieldErrorText } from '../../../components/form/fieldError'
import { FormAlert } from '../../../components/form/FormAlert'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextField } from '../../../components/form/TextField'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { ImageUpload } from '../cars/ImageUpload'
import { formAlert } from '../formAlert'
import { useUpdateSupplierProfile, useUploadLogo } from './api'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { Card, cardClass } from '../../../components/ui/Card'

type TProfileForm = { fullName: string; contactEmail: string; phone: string; address: string; payLater: boolean }
const REQUIRED = new Set(['validation.fillField'])

async function validate(values: TProfileForm) {
  const { ZSupplierProfileBody } = await import('@wheelbase/core/schemas/consoleProfile')
  const result = ZSupplierProfileBody.safeParse(values)
  return schemaErrors(result)
}

/** A supplier's company profile: logo (saved on upload), name, contact, address, and whether it accepts pay later. */
export function ProfileForm({ profile }: { profile: TSupplierProfile }) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const update = useUpdateSupplierProfile()
  const uploadLogo = useUploadLogo(profile._id)
  const form = useLightForm<TProfileForm>(
    { fullName: profile.fullName, contactEmail: profile.contactEmail, phone: profile.phone, address: profile.address, payLater: profile.payLater },
    validate,
  )
  const label = (path: string) => t(`profile.fields.${path}`)
  const error = (path: keyof TProfileForm) => fieldErrorText(t, form.errors[path], () => label(path), settings.minimumAge)
  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ params: { id: profile._id }, body: values })
    toast.success(t('profile.saved'))
  })
  return (
    <div className="flex flex-col gap-5">
      <Card as="section" className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-bold">{label('logo')}</h2>
        <ImageUpload
          label={label('logo')}
          value={profile.logo ?? ''}
          onChange={() => toast.success(t('profile.logoSaved'))}
          upload={uploadLogo}
          box={{ width: 60, height: 30 }}
          Placeholder={Store}
          required={false}
        />
      </Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className={cardClass('flex flex-col gap-4 p-5')}>
        <h2 className="text-lg font-bold">{t('profile.company')}</h2>
        <FormAlert message={form.submitted ? formAlert(t, form.errors, REQUIRED, label) : null} />
        <p className="text-sm text-muted">{t('profile.account', { email: profile.email })}</p>
        <div className="grid gap-4 desk:grid-cols-2">
          <TextField label={label('fullName')} required error={error('fullName')} autoComplete="organization" {...form.field('fullName')} />
          <TextField label={label('contactEmail')} type="email" error={error('contactEmail')} autoComplete="email" {...form.field('contactEmail')} />
          <TextField
            label={label('phone')}
            type="tel"
            error={error('phone')}
            autoComplete="tel"
            hint={t('profile.phoneHint')}
            {...form.field('phone')}
          />
          <TextField label={label('address')} error={error('address')} autoComplete="street-address" {...form.field('address')} />
        </div>
        <CheckboxField label={label('payLater')} {...form.field('payLater')} />
        <div className="desk:max-w-xs">
          <SubmitButton busy={form.submitting}>{t('profile.save')}</SubmitButton>
        </div>
      </form>
    </div>
  )
}
