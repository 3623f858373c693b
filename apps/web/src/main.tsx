import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { toast } from './lib/toast'
import { createRouter, preloadPage } from './app/router'
import { initI18n } from './i18n/i18n'
import { detectLanguage, syncUserLanguage } from './i18n/startupLanguage'
import { validateAccessToken } from '@wheelbase/core/contracts/accounts'
import { updateLanguage } from '@wheelbase/core/contracts/profile'
import { apiStatus } from './lib/api/client'
import { localStore } from './lib/localStore'
import { SessionProvider } from './lib/session'
import { loadSettings, SettingsContext } from './lib/settings'
import './styles.css'

async function start(): Promise<void> {
  const settings = await loadSettings()
  const urlLanguage = new URL(window.location.href).searchParams.get('lang')
  const { language, source } = detectLanguage({
    urlLanguage,
    storedLanguage: localStore.language(),
    browserLanguages: navigator.languages ?? [navigator.language],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    languageFromLocation: settings.languageFromLocation,
    defaultLanguage: settings.defaultLanguage,
    supported: settings.languages,
  })
  // A language given in the URL is a choice: keep it for the next visit.
  if (source === 'url') localStore.setLanguage(language)
  preloadPage(window.location, language)
  const i18n = await initI18n(language)

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } })
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SettingsContext.Provider value={settings}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={createRouter()} />
          </SessionProvider>
        </QueryClientProvider>
      </SettingsContext.Provider>
    </StrictMode>,
  )

  const user = localStore.user()
  void syncUserLanguage({
    user,
    language,
    validateAccessToken: () => apiStatus(validateAccessToken, {}),
    updateLanguage: (id, lang) => apiStatus(updateLanguage, { body: { id, language: lang } }),
    saveUserLanguage: (lang) => user && localStore.setUser({ ...user, language: lang }),
    showChangeLanguageError: () => toast.error(i18n.t('messages:errors.changeLanguage')),
  })
}

void start()
