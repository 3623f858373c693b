import { useEffect } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { ToastContainer } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { toastsMounted } from '../lib/toast'

/** The toast container of spec section 2, loaded with the first toast (lib/toast.ts). */
export default function Toasts() {
  const { i18n } = useTranslation()
  useEffect(() => toastsMounted(), [])
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      hideProgressBar={false}
      closeOnClick
      pauseOnHover
      draggable={false}
      pauseOnFocusLoss={false}
      newestOnTop={false}
      theme="dark"
      rtl={directionOf(i18n.language as TLanguage) === 'rtl'}
    />
  )
}
