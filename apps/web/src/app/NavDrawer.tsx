import { LogIn, LogOut, X } from 'lucide-react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useTranslation } from '../i18n/useTranslation'
import { NavLink } from 'react-router'
import { useSignInPath } from '../lib/returnPath'
import { useSession } from '../lib/session'
import { LanguagePicker } from './LanguagePicker'
import { visibleEntries } from './menu'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-base ${isActive ? 'bg-accent font-semibold' : 'hover:bg-focused'}`

/**
 * Every menu entry of the spec in a side drawer (the menu on phones, "more" on desktops).
 * Loaded on first open, so its dialog code is not part of the first paint.
 */
export default function NavDrawer({
  isOpen,
  onOpenChange,
  onSignOut,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onSignOut: () => void
}) {
  const { t } = useTranslation()
  const { user } = useSession()
  const signInPath = useSignInPath()
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="fixed inset-0 z-50 bg-black/40">
      <Modal className="fixed inset-y-0 start-0 w-80 max-w-[85vw] overflow-y-auto bg-white shadow-card outline-none">
        <Dialog aria-label={t('menu.title')} className="flex min-h-full flex-col gap-2 p-4 focus-ring-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between">
                <Heading slot="title" className="text-lg font-bold">
                  {t('menu.title')}
                </Heading>
                <Button
                  aria-label={t('menu.close')}
                  onPress={close}
                  className="flex size-11 items-center justify-center rounded-full hover:bg-focused"
                >
                  <X aria-hidden className="size-5" />
                </Button>
              </div>
              <nav aria-label={t('menu.mainNavigation')}>
                <ul className="flex flex-col gap-1">
                  {visibleEntries(Boolean(user), Boolean(user && user.type !== 'user')).map((entry) => (
                    <li key={entry.to}>
                      <NavLink to={entry.to} end className={itemClass} onClick={close}>
                        {t(entry.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-2 border-t border-line pt-3">
                <p className="mb-2 px-3 text-sm text-muted">{t('menu.languageAndCurrency')}</p>
                <LanguagePicker className="px-3" />
              </div>
              <div className="mt-auto border-t border-line pt-3">
                {user ? (
                  <Button
                    onPress={() => {
                      close()
                      onSignOut()
                    }}
                    className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start hover:bg-focused"
                  >
                    <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
                    {t('menu.signOut')}
                  </Button>
                ) : (
                  <NavLink to={signInPath} className={itemClass} onClick={close}>
                    <LogIn aria-hidden className="me-2 size-5 rtl:-scale-x-100" />
                    {t('menu.signIn')}
                  </NavLink>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
