import { useMemo } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import type { TUser } from '@wheelbase/core/schemas/auth'
import { ZUpdateUserBody } from '@wheelbase/core/schemas/person'
import { MemorableDateField } from '../../components/form/MemorableDateField'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { SwitchField } from '../../components/form/SwitchField'
import { TextArea } from '../../components/form/TextArea'
import { TextField } from '../../components/form/TextField'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import { useAction } from '../../lib/useAction'
import { useEmailNotifications, useProfile, useResendActivation, useUpdateUser } from './api'
import { useSession } from '../../lib/session'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useSettings } from '../../lib/settings'
import { Button } from '../../components/ui/Button'
import { AvatarEditor } from './AvatarEditor'
import { DevicesSection } from './DevicesSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { ExportSection } from './ExportSection'
import { PushSection } from './PushSection'
import { SecuritySection } from './SecuritySection'
import { CardSection } from '../../components/ui/Card'

const padding = 'p-6 desk:p-8'

function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'messages'])
  const settings = useSettings()
  const session = useSession()
  const update = useUpdateUser()
  const check = useMemo(() => schemaCheck(ZUpdateUserBody(settings.minimumAge)), [settings.minimumAge])
  const form = useLightForm(
    {
      _id: user._id,
      fullName: user.fullName,
      phone: user.phone ?? '',
      location: user.location ?? '',
      bio: user.bio ?? '',
      birthDate: user.birthDate ?? '',
    },
    check,
  )
  const label = (key: string) => t(`fields.${key}`)
  const error = (name: 'fullName' | 'phone' | 'location' | 'bio' | 'birthDate') =>
    fieldErrorText(t, form.errors[name], () => label(name), settings.minimumAge)

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync({ body: values })
    if (session.user) session.setUser({ ...session.user, fullName: saved.fullName })
    toast.success(t('messages:errors.changesSaved'))
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField label={label('fullName')} autoComplete="name" required error={error('fullName')} {...form.field('fullName')} />
      {/* Not editable, and as long as it is: it wraps rather than being cut in a narrow box. */}
      <TextArea label={label('email')} value={user.email} readOnly disabled rows={1} className="resize-none [field-sizing:content]" />
      <TextField
        label={label('phone')}
        type="tel"
        autoComplete="tel"
        hint={t('account:fields.phoneHint')}
        error={error('phone')}
        {...form.field('phone')}
      />
      <TextField label={label('location')} autoComplete="address-level2" error={error('location')} {...form.field('location')} />
      <TextArea label={label('bio')} error={error('bio')} {...form.field('bio')} />
      <MemorableDateField
        label={label('birthDate')}
        value={form.values.birthDate}
        onChange={(value) => form.set('birthDate', value)}
        error={error('birthDate')}
        firstRef={form.ref('birthDate')}
      />
      <SubmitButton busy={form.submitting}>{t('settings.save')}</SubmitButton>
    </form>
  )
}

function NotificationsToggle({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'messages'])
  const notifications = useEmailNotifications(user._id)
  const { run } = useAction()
  const change = (enabled: boolean) =>
    run(() => notifications.mutateAsync({ body: { _id: user._id, enableEmailNotifications: enabled } }), t('messages:errors.settingsUpdated'))
  return (
    <SwitchField
      label={t('settings.emailNotifications')}
      hint={t('settings.emailNotificationsHint')}
      checked={user.enableEmailNotifications}
      onChange={(enabled) => void change(enabled)}
    />
  )
}

function Settings({ userId }: { userId: string }) {
  const { t } = useTranslation(['pages', 'account', 'messages'])
  const query = useProfile(userId)
  const activation = useResendActivation()
  if (query.isPending) return <PageShell title={t('pages:settings.title')} lead={t('common:loading')} />
  if (query.isError) return <PageShell title={t('pages:settings.title')} lead={query.error.message} />
  const user = query.data
  const resendLink = async () => {
    try {
      await activation.mutateAsync({})
      toast.success(t('messages:errors.validationEmailSent'))
    } catch {
      toast.error(t('messages:errors.validationEmail'))
    }
  }
  return (
    <PageShell title={t('pages:settings.title')} lead={t('pages:settings.lead')}>
      <div className="flex flex-col gap-6">
        {!user.verified && (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-accent bg-white p-4">
            <span>{t('account:settings.notActivated')}</span>
            <Button variant="secondary" onClick={() => void resendLink()}>
              {t('account:settings.resendLink')}
            </Button>
          </div>
        )}
        <CardSection id="profile-heading" title={t('account:settings.profile')} main className={padding}>
          <div className="mb-2">
            <AvatarEditor userId={user._id} avatar={user.avatar} />
          </div>
          <ProfileForm user={user} />
        </CardSection>
        <CardSection id="network-heading" title={t('account:settings.network')} main className={padding}>
          <NotificationsToggle user={user} />
        </CardSection>
        <PushSection type={user.type} />
        <SecuritySection type={user.type} />
        <DevicesSection />
        <ExportSection />
        <DeleteAccountSection userId={user._id} />
      </div>
    </PageShell>
  )
}

export default function SettingsPage() {
  const { t } = useTranslation('pages')
  return <RequireSession title={t('settings.title')}>{(user) => <Settings userId={user._id} />}</RequireSession>
}
