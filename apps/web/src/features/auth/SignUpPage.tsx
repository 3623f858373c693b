import { MailCheck } from 'lucide-react'
import { useMemo, useState, type ComponentProps } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { z } from 'zod'
import { ZSignUpBody } from '@wheelbase/core/schemas/person'
import { toLanguage } from '@wheelbase/core/languages'
import { Captcha } from '../../components/form/Captcha'
import { MemorableDateField } from '../../components/form/MemorableDateField'
import { fieldErrorText } from '../../components/form/fieldError'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TermsCheckbox } from '../../components/ui/TermsCheckbox'
import { TextField } from '../../components/form/TextField'
import { refused } from '../../lib/api/failure'
import { schemaErrors } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useSettings } from '../../lib/settings'
import { useSignUp, useValidateEmail } from './api'
import { AuthCard } from './AuthCard'
import { NewPasswordFields } from '../../components/form/NewPasswordFields'

export default function SignUpPage() {
  const { t, i18n } = useTranslation(['pages', 'account'])
  const settings = useSettings()
  const signUp = useSignUp()
  const validateEmail = useValidateEmail()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The server's schema, plus the confirmation only the form has.
  const schema = useMemo(
    () =>
      ZSignUpBody(settings.minimumAge)
        .extend({ confirmPassword: z.string() })
        .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordsDontMatch' }),
    [settings.minimumAge],
  )
  const language = toLanguage(i18n.language) ?? settings.defaultLanguage
  const empty = { fullName: '', email: '', phone: '', birthDate: '', password: '', confirmPassword: '', acceptTerms: false, captcha: '' }
  type TForm = typeof empty
  const form = useLightForm(empty, (values: TForm) => schemaErrors(schema.safeParse({ ...values, language })))
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (name: keyof TForm, key: string) => fieldErrorText(t, form.errors[name], () => label(key), settings.minimumAge)
  const box = (name: 'fullName' | 'email' | 'phone', props: Partial<ComponentProps<typeof TextField>>) => (
    <TextField label={label(name)} required error={error(name, name)} {...form.field(name)} {...props} />
  )

  // "This email address is already registered." as soon as the field is left.
  const checkEmail = async (email: string) => {
    if (!email.includes('@')) return
    try {
      await validateEmail.mutateAsync({ body: { email } })
    } catch (e) {
      if (refused(e, 409)) form.setError('email', e.message)
    }
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null)
      // Checked already: the schema's output is the contract's body, acceptTerms `true` included.
      const { confirmPassword: _confirm, ...body } = schema.parse({ ...values, language })
      await signUp.mutateAsync({ body })
      setSentTo(values.email)
    },
    { at: { 409: 'email', captcha_failed: 'captcha' }, show: setFailure, lost: t('messages:errors.signUp') },
  )

  if (sentTo) {
    return (
      <AuthCard title={t('account:signUp.successTitle')}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck aria-hidden className="size-14 text-primary" />
          <p>{t('account:signUp.successText', { email: sentTo })}</p>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('pages:signUp.title')}
      lead={t('pages:signUp.lead')}
      other={{ text: t('account:signUp.haveAccount'), link: t('account:signUp.signInLink'), to: '/sign-in' }}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <FormAlert message={failure} />
        {box('fullName', { autoComplete: 'name' })}
        {box('email', { type: 'email', autoComplete: 'email', onBlur: (e) => void checkEmail(e.target.value) })}
        {box('phone', { type: 'tel', autoComplete: 'tel', hint: t('account:fields.phoneHint') })}
        <MemorableDateField
          label={label('birthDate')}
          required
          value={form.values.birthDate}
          onChange={(value) => form.set('birthDate', value)}
          error={error('birthDate', 'birthDate')}
          firstRef={form.ref('birthDate')}
        />
        <NewPasswordFields
          password={{ label: label('password'), error: error('password', 'password'), input: form.field('password') }}
          confirm={{ label: label('confirmPassword'), error: error('confirmPassword', 'confirmPassword'), input: form.field('confirmPassword') }}
        />
        <TermsCheckbox error={error('acceptTerms', 'acceptTerms')} {...form.field('acceptTerms')} />
        <Captcha onChange={(payload) => form.set('captcha', payload ?? '')} error={error('captcha', 'captcha')} />
        <SubmitButton busy={form.submitting}>{t('account:signUp.submit')}</SubmitButton>
      </form>
    </AuthCard>
  )
}
