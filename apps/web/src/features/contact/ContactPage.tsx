import { useMemo, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import { ZContactBody } from '@wheelbase/core/schemas/auth'
import { Captcha } from '../../components/form/Captcha'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextArea } from '../../components/form/TextArea'
import { TextField } from '../../components/form/TextField'
import { PageShell } from '../../components/PageShell'
import { useSendContactMessage } from './api'
import { useSession } from '../../lib/session'
import { useSettings } from '../../lib/settings'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { cardClass } from '../../components/ui/Card'

export default function ContactPage() {
  const { t } = useTranslation(['pages', 'account', 'messages'])
  const settings = useSettings()
  const { user } = useSession()
  const [captchaKey, setCaptchaKey] = useState(0)
  const check = useMemo(() => schemaCheck(ZContactBody(Boolean(user))), [user])
  const contact = useSendContactMessage()
  const form = useLightForm({ email: '', subject: '', message: '', captcha: '' }, check)
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (name: 'email' | 'subject' | 'message' | 'captcha', key: string) =>
    fieldErrorText(t, form.errors[name], () => label(key), settings.minimumAge)

  const onSubmit = form.handleSubmit(
    async (values) => {
      await contact.mutateAsync({ body: user ? { ...values, email: undefined } : values })
      toast.success(t('account:contact.sent'))
      form.reset()
      setCaptchaKey((k) => k + 1)
    },
    { at: { captcha_failed: 'captcha' }, lost: t('account:contact.error') },
  )

  return (
    <PageShell title={t('pages:contact.title')} lead={t('pages:contact.lead')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className={cardClass('flex flex-col gap-4 p-6 desk:p-8')}>
        {!user && (
          <TextField label={label('email')} type="email" autoComplete="email" required error={error('email', 'email')} {...form.field('email')} />
        )}
        <TextField label={label('subject')} required error={error('subject', 'subject')} {...form.field('subject')} />
        <TextArea label={label('message')} required error={error('message', 'message')} {...form.field('message')} />
        <Captcha key={captchaKey} onChange={(payload) => form.set('captcha', payload ?? '')} error={error('captcha', 'captcha')} />
        <SubmitButton busy={form.submitting}>{t('account:contact.submit')}</SubmitButton>
      </form>
    </PageShell>
  )
}
