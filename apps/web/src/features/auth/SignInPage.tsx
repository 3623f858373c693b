import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ZSignInBody, type TUser } from '@wheelbase/core/schemas/auth'
import { secondStepDue, type TSecondStepDue, type TSignInResult } from '@wheelbase/core/schemas/signInMethods'
import { isLanguage, toLanguage } from '@wheelbase/core/languages'
import { CheckboxField } from '../../components/form/CheckboxField'
import { fieldErrorText } from '../../components/form/fieldError'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { toast } from '../../lib/toast'
import { failureText, refused } from '../../lib/api/failure'
import { localStore, STORE_KEYS } from '../../lib/localStore'
import { useSession } from '../../lib/session'
import { safeReturnPath } from '../../lib/returnPath'
import { useSettings } from '../../lib/settings'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { Button } from '../../components/ui/Button'
import { passkeyAutofillSupported, passkeyDismissed, passkeysSupported, presentPasskey } from '../../lib/passkeys'
import { storedUserOf, usePasskeySignIn, usePasskeySignInOptions, useSaveLanguage, useSignIn, useSocialSignIn } from './api'
import { SecondStepForm } from './SecondStepForm'
import { loadSecurityTexts } from '../../lib/securityTexts'
import { AuthCard } from './AuthCard'
import type { TSocialProvider } from './socialProviders'

const check = schemaCheck(ZSignInBody)

export default function SignInPage() {
  const { t, i18n } = useTranslation(['pages', 'account'])
  const settings = useSettings()
  const { setUser } = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const signIn = useSignIn()
  const socialSignIn = useSocialSignIn()
  const saveLanguage = useSaveLanguage()
  const [failure, setFailure] = useState<string | null>(null)
  const [due, setDue] = useState<TSecondStepDue['secondStep'] | null>(null)
  const [passkeys, setPasskeys] = useState(false)
  const passkeyOptions = usePasskeySignInOptions()
  const passkeySignIn = usePasskeySignIn()
  const form = useLightForm({ email: '', password: '', stayConnected: localStore.read(STORE_KEYS.stayConnected) === 'true' }, check)
  const error = (name: 'email' | 'password', label: string) => fieldErrorText(t, form.errors[name], () => label, settings.minimumAge)
  const box = (name: 'email' | 'password', type: string, autoComplete: string) => {
    const label = t(`account:fields.${name}`)
    return <TextField label={label} type={type} autoComplete={autoComplete} required error={error(name, label)} {...form.field(name)} />
  }

  const signedIn = async (user: TUser, stayConnected: boolean) => {
    localStore.write(STORE_KEYS.stayConnected, String(stayConnected))
    // The language on screen is the one the visitor is reading: it wins, and the account is
    // updated to it (as at start-up, spec section 4 step 2).
    const language = isLanguage(i18n.language) ? i18n.language : user.language
    setUser({ ...storedUserOf(user), language })
    if (language !== user.language) {
      await saveLanguage.mutateAsync({ body: { id: user._id, language } }).catch(() => toast.error(t('messages:errors.changeLanguage')))
    }
    const from = params.get('from')
    await navigate(safeReturnPath(from))
  }

  /** A first step's answer: signed in, or the second step staff still owe (record 0138). */
  const firstStepDone = async (result: TSignInResult, stayConnected: boolean) => {
    if (!secondStepDue(result)) return signedIn(result, stayConnected)
    await loadSecurityTexts()
    setDue(result.secondStep)
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null)
      await firstStepDone(await signIn.mutateAsync({ body: values }), values.stayConnected)
    },
    { show: setFailure },
  )

  /** A passkey signs in on its own: the device and its lock are both steps. */
  const withPasskey = async (autofill: boolean) => {
    const ceremony = await passkeyOptions.mutateAsync({})
    const credential = await presentPasskey(ceremony, autofill)
    const { stayConnected } = form.values
    await signedIn(await passkeySignIn.mutateAsync({ body: { challengeId: ceremony.challengeId, credential, stayConnected } }), stayConnected)
  }
  const passkeyButton = () => {
    setFailure(null)
    withPasskey(false).catch((e: unknown) => {
      setFailure(passkeyDismissed(e) ? t('account:signIn.passkeyDismissed') : failureText(e))
    })
  }

  // Where the browser offers it, the account's passkeys are suggested in the email field (conditional UI).
  useEffect(() => {
    let live = true
    void (async () => {
      if (!(await passkeysSupported()) || !live) return
      setPasskeys(true)
      if (!(await passkeyAutofillSupported()) || !live) return
      // Offered, not asked for: only the server's refusal of a chosen passkey is worth a word.
      await withPasskey(true).catch((e: unknown) => {
        if (live && refused(e)) setFailure(failureText(e))
      })
    })()
    return () => {
      live = false
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const withProvider = async (provider: TSocialProvider) => {
    setFailure(null)
    const { stayConnected } = form.values
    try {
      const { socialToken } = await import('./socialProviders')
      const token = await socialToken(provider, settings.social)
      await firstStepDone(
        await socialSignIn.mutateAsync({ body: { provider, ...token, stayConnected, language: toLanguage(i18n.language) } }),
        stayConnected,
      )
    } catch (e) {
      if ((e as { dismissed?: boolean }).dismissed) return // the visitor closed the provider's window
      setFailure(failureText(e))
    }
  }
  const providers = (['google', 'apple', 'facebook'] as const).filter((p) => settings.providers[p] && settings.social[p])

  if (due)
    return (
      <SecondStepForm
        due={due}
        onDone={(user) => signedIn(user, form.values.stayConnected)}
        onRestart={(message) => {
          setDue(null)
          setFailure(message ?? null)
        }}
      />
    )

  return (
    <AuthCard
      title={t('pages:signIn.title')}
      lead={t('pages:signIn.lead')}
      other={{ text: t('account:signIn.noAccount'), link: t('account:signIn.signUpLink'), to: '/sign-up' }}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <FormAlert message={failure} />
        {box('email', 'email', 'username webauthn')}
        {box('password', 'password', 'current-password')}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField label={t('account:fields.stayConnected')} {...form.field('stayConnected')} />
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center underline">
            {t('account:signIn.forgotPassword')}
          </Link>
        </div>
        <SubmitButton busy={form.submitting}>{t('account:signIn.submit')}</SubmitButton>
      </form>
      {passkeys && (
        <Button variant="secondary" size="lg" className="mt-3 w-full bg-white" busy={passkeySignIn.isPending} onClick={passkeyButton}>
          {t('account:signIn.withPasskey')}
        </Button>
      )}
      {providers.length > 0 && (
        <div className="mt-6 flex flex-col gap-3">
          <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {t('account:signIn.or')}
          </p>
          {providers.map((provider) => (
            <Button key={provider} variant="secondary" size="lg" className="bg-white" onClick={() => void withProvider(provider)}>
              {t(`account:signIn.with${provider[0]?.toUpperCase()}${provider.slice(1)}`)}
            </Button>
          ))}
        </div>
      )}
    </AuthCard>
  )
}
