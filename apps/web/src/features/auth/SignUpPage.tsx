import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { ZSignUpBody } from '@wheelbase/core/schemas/person'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import { Captcha } from '../../components/form/Captcha'
import { CheckboxField } from '../../components/form/CheckboxField'
import { DateField } from '../../components/form/DateField'
import { fieldErrorText } from '../../components/form/fieldError'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { ApiError } from '../../lib/api/client'
import { useSettings } from '../../lib/settings'
import { authApi } from './api'
import { AuthCard } from './AuthCard'
import { NewPasswordFields } from '../../components/form/NewPasswordFields'

export default function SignUpPage() {
  const { t, i18n } = useTranslation(['pages', 'account'])
  const settings = useSettings()
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
  type Form = z.input<typeof schema>
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      birthDate: '',
      password: '',
      confirmPassword: '',
      captcha: '',
      language: i18n.language as TLanguage,
    },
  })
  const { errors, isSubmitting } = form.formState
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (name: keyof Form, key: string) => fieldErrorText(t, errors[name]?.message, () => label(key), settings.minimumAge)

  // "This email address is already registered." as soon as the field is left.
  const checkEmail = async (email: string) => {
    if (!email.includes('@')) return
    try {
      await authApi.validateEmail(email)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) form.setError('email', { message: e.message })
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null)
    const { confirmPassword: _confirm, ...body } = values
    try {
      await authApi.signUp({ ...body, language: toLanguage(i18n.language) ?? settings.defaultLanguage })
      setSentTo(values.email)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) form.setError('email', { message: e.message })
      else if (e instanceof ApiError && e.code === 'captcha_failed') form.setError('captcha', { message: e.message })
      else if (e instanceof ApiError && e.status === 400 && Object.keys(e.fields).length) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as keyof Form, { message })
      } else setFailure(e instanceof ApiError && e.status === 429 ? e.message : t('messages:errors.signUp'))
    }
  })

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
    <AuthCard title={t('pages:signUp.title')} lead={t('pages:signUp.lead')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <TextField label={label('fullName')} autoComplete="name" required error={error('fullName', 'fullName')} {...form.register('fullName')} />
        <TextField
          label={label('email')}
          type="email"
          autoComplete="email"
          required
          error={error('email', 'email')}
          {...form.register('email', { onBlur: (e: React.FocusEvent<HTMLInputElement>) => void checkEmail(e.target.value) })}
        />
        <TextField
          label={label('phone')}
          type="tel"
          autoComplete="tel"
          hint={t('account:fields.phoneHint')}
          required
          error={error('phone', 'phone')}
          {...form.register('phone')}
        />
        <Controller
          control={form.control}
          name="birthDate"
          render={({ field }) => (
            <DateField label={label('birthDate')} required value={field.value} onChange={field.onChange} error={error('birthDate', 'birthDate')} />
          )}
        />
        <NewPasswordFields
          password={{ label: label('password'), error: error('password', 'password'), input: form.register('password') }}
          confirm={{ label: label('confirmPassword'), error: error('confirmPassword', 'confirmPassword'), input: form.register('confirmPassword') }}
        />
        <CheckboxField
          label={
            <>
              {t('account:signUp.acceptTermsBefore')}{' '}
              <Link to="/tos" target="_blank" className="underline">
                {t('account:signUp.termsLink')}
              </Link>
            </>
          }
          error={error('acceptTerms', 'acceptTerms')}
          {...form.register('acceptTerms')}
        />
        <Captcha
          onChange={(payload) => form.setValue('captcha', payload ?? '', { shouldValidate: form.formState.isSubmitted })}
          error={error('captcha', 'captcha')}
        />
        <SubmitButton busy={isSubmitting}>{t('account:signUp.submit')}</SubmitButton>
      </form>
      <p className="mt-6 text-center">
        {t('account:signUp.haveAccount')}{' '}
        <Link to="/sign-in" className="font-semibold underline">
          {t('account:signUp.signInLink')}
        </Link>
      </p>
    </AuthCard>
  )
}
