import { forwardRef, type InputHTMLAttributes } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import { CheckboxField } from '../form/CheckboxField'

type TTermsProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string | undefined }

/**
 * "I have read and accept the terms", the terms opening in a new tab: sign-up and a guest's
 * checkout.
 */
export const TermsCheckbox = forwardRef<HTMLInputElement, TTermsProps>(function TermsCheckbox(props, ref) {
  const { t } = useTranslation('account')
  return (
    <CheckboxField
      ref={ref}
      label={
        <>
          {t('signUp.acceptTermsBefore')}{' '}
          <Link to="/tos" target="_blank" className="underline">
            {t('signUp.termsLink')}
          </Link>
        </>
      }
      {...props}
    />
  )
})
