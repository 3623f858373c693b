import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { TSsrState } from '@wheelbase/core/ssr'
import { SSR_STATE_ID } from '@wheelbase/core/ssr'
import type { TLanguage } from '@wheelbase/core/languages'
import { RouterProvider } from 'react-router/dom'
import { createRouter, loadFirstPage, preloadPage } from './app/router'
import { basePathOf, splitLanguagePath } from '@wheelbase/core/languagePaths'
import { BasePathContext } from './lib/basePath'
import { initI18n } from './i18n/i18n'
import { TranslationProvider } from './i18n/useTranslation'
import { detectLanguage, type TLanguageSource } from './i18n/startupLanguage'
import { pageReady } from './lib/hydration'
import { localStore } from './lib/localStore'
import { SessionProvider } from './lib/session'
import { loadSettings, SettingsContext } from './lib/settings'
import { DisplayCurrencyProvider } from './lib/displayCurrency'
import { storeCurrency } from './lib/currencyChoice'
import { receivedState } from './lib/shippedState'
import { newQueryClient } from './ssr/queryClient'
import { captureIslands, pricesShownIn } from './lib/itemsInHtml'
import { receiveTexts } from './lib/shippedTexts'

/** The state of a page the server rendered (absent on the client-rendered pages). */
function serverState(): TSsrState | null {
  const json = document.getElementById(SSR_STATE_ID)?.textContent
  return json ? (JSON.parse(json) as TSsrState) : null
}

/**
 * Lets the browser run what waits (a tap, a frame) between two parts of the start, which would
 * otherwise be one long task with the evaluation of this script: on a phone, each part is a
 * blocking task of its own instead of one twice as long (record 0155).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(): Promise<void> {
  await yieldToBrowser()
  const settings = await loadSettings()
  const server = serverState()
  // The address's language (`/fr/…`, record 0146), and the page's path without it.
  const address = splitLanguagePath(window.location.pathname)
  const urlLanguage = address.language
  const location = { pathname: address.rest, search: window.location.search }
  // The router's base: the address's language, which its links keep.
  const base = basePathOf(urlLanguage)
  const detect = () =>
    detectLanguage({
      urlLanguage,
      storedLanguage: localStore.language(),
      browserLanguages: navigator.languages ?? [navigator.language],
      timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      languageFromLocation: settings.languageFromLocation,
      defaultLanguage: settings.defaultLanguage,
      supported: settings.languages,
    })
  // A page from the server is hydrated in the language it was rendered in.
  const { language, source }: { language: TLanguage; source: TLanguageSource } = server ?? detect()
  // A currency given in the URL is a choice (the header's picker sent before the app ran, on a
  // page the browser renders): keep it for the next visit. So is a language (below).
  const urlCurrency = new URL(window.location.href).searchParams.get('currency')
  if (!server && urlCurrency && settings.displayCurrencies.includes(urlCurrency)) {
    storeCurrency(urlCurrency)
  }
  preloadPage(location, language, { data: !server })
  const i18n = await initI18n(language)
  // Kept once the page is ready: a visitor's first write opens the browser's storage, a few
  // milliseconds of the hydration's task on a phone. (A language picked meanwhile opens its own
  // address, whose page keeps it in turn.)
  if (source === 'url') void pageReady.then(() => localStore.setLanguage(language))

  const queryClient = newQueryClient()
  const app = (children: ReactNode, client: QueryClient) => (
    <StrictMode>
      <TranslationProvider translator={i18n}>
        <SettingsContext.Provider value={settings}>
          <DisplayCurrencyProvider base={settings.currency} initial={server?.currency}>
            <QueryClientProvider client={client}>
              <SessionProvider initialUser={server ? server.user : undefined}>
                <BasePathContext.Provider value={base}>{children}</BasePathContext.Provider>
              </SessionProvider>
            </QueryClientProvider>
          </DisplayCurrencyProvider>
        </SettingsContext.Provider>
      </TranslationProvider>
    </StrictMode>
  )
  const root = document.getElementById('root') as HTMLElement
  if (server) {
    // The first page's code and translations are in hand before hydrating, and its answers are
    // the server's: the first render matches the HTML and asks the API nothing again.
    hydrate(queryClient, receivedState(server.queries as DehydratedState)) // what the server's entry shipped (ssr/entry-server.tsx)
    receiveTexts(server.texts) // the dates and numbers its HTML holds, as text (lib/intl.ts)
    captureIslands(root, pricesShownIn(server.currency)) // what the HTML alone shows, kept as it is (lib/itemsInHtml.ts)
    await loadFirstPage(location)
    // What only the browser knows can change the language once the whole page is hydrated (never
    // during it: the texts would no longer match the HTML): a choice stored before the language
    // cookie existed, or the guess from the time zone. Read then: a language the visitor picked
    // while the app was loading is stored by then.
    const afterHydration = () => {
      const local = detect()
      if ((source === 'browser' || source === 'default') && local.language !== language && local.source !== 'browser') {
        if (local.source === 'stored') localStore.setLanguage(local.language)
        void i18n.changeLanguage(local.language)
      }
    }
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a tap is answered at once, and a phone's long task is gone.
    startTransition(() => {
      hydrateRoot(root, app(<RouterProvider router={createRouter(true, base)} />, queryClient))
    })
    void pageReady.then(afterHydration)
  } else {
    createRoot(root).render(app(<RouterProvider router={createRouter(false, base)} />, queryClient))
  }

  // Spec section 4, step 2: a signed-in user's saved language follows this visit's.
  const user = server ? server.user : localStore.user()
  const current = i18n.language as TLanguage
  if (user && user.language !== current) void import('./lib/userLanguage').then((m) => m.syncSignedInLanguage(user, current, i18n))
}

void start()

/**
 * How long the page has been ready before the service worker registers (record 0147): its code, its
 * install and the browser's messages with it are 20–40 ms of a phone's main thread, which the first
 * seconds of reading and tapping the page should not share. Offline use and installing start then.
 */
const SERVICE_WORKER_AFTER_MS = 3_000

if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void pageReady.then(() =>
    setTimeout(() => {
      const register = () => void import('./lib/offline/registerServiceWorker').then((worker) => worker.registerServiceWorker())
      if (!window.requestIdleCallback?.(register, { timeout: 5000 })) register()
    }, SERVICE_WORKER_AFTER_MS),
  )
