import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { withoutServerOnly } from './src/i18n/serverOnlyMessages.ts'

const apiPort = process.env.API_PORT ?? '3001'

/**
 * An endpoint's summary documents it in the OpenAPI page; the browser never shows one, so its
 * build leaves them out of the contracts (half a kilobyte of every page's first download).
 */
const noSummaries: Plugin = {
  name: 'wheelbase-no-summaries',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    if (!/packages[\\/]core[\\/]src[\\/]contracts[\\/]/.test(id)) return undefined
    return { code: code.replace(/summary:\s*(['"])(?:\\.|(?!\1)[^\\])*\1/g, "summary: ''"), map: null }
  },
}

/** The messages the browser never looks up (src/i18n/serverOnlyMessages.ts) stay out of its build. */
const noServerMessages: Plugin = {
  name: 'wheelbase-no-server-messages',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    if (!/packages[\\/]core[\\/]src[\\/]messages[\\/](bookings[\\/])?[a-z]{2}\.json$/.test(id)) return undefined
    return { code: JSON.stringify(withoutServerOnly(JSON.parse(code) as Record<string, unknown>)), map: null }
  },
}

/**
 * The service worker (record 0147): src/serviceWorker/sw.ts, built with Workbox by vite-plugin-pwa
 * into dist/sw.js, its precache the build's index.html (each build is a new worker). The app
 * registers it itself once interactive; the manifest is the server's (features/seo/manifest.ts).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/serviceWorker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: { globPatterns: ['index.html'] },
  devOptions: { enabled: false },
})

/**
 * React Router's package exports only its development build, warnings on (remix-run/react-router
 * issues 12532 and 14102); a production build takes the twin it ships with them off.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production')
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), noSummaries, noServerMessages, ...(isSsrBuild ? [] : [serviceWorker])],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/lib/syncExternalStore.ts', import.meta.url)) },
      ...(mode === 'production' ? productionRouter : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The console (staff only) fetches its own imports when it loads: listing them for preloading
    // would put their names into the entry script every visitor downloads.
    // Nor the chunk a dynamic import asks for: the import itself fetches it, and a link for it is
    // one more element for the browser to insert and set up (about a millisecond each on a phone).
    modulePreload: { resolveDependencies: (filename, deps) => (/screens/.test(filename) ? [] : deps.filter((dep) => dep !== filename)) },
    rolldownOptions: {
      output: {
        // Seven characters of hash (the fewest rolldown takes for this many chunks) rather than
        // eight: a file's name is written wherever it is imported or preloaded, in the app's first
        // script above all, and random characters do not compress.
        // (The server's render keeps its own names: the build's scripts import its entry by name.)
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js' }),
        codeSplitting: {
          groups: [
            // Vite's helper that preloads a lazy chunk's imports, alone: the page's first script
            // (src/boot.ts) needs it to start the app, and with the shared modules below it would
            // bring them along before the page's picture.
            { name: 'preload', test: /preload-helper/ },
            // The app: main.tsx with everything it imports (React, the router, the query library, the
            // page table and the contracts of its first calls, the session, the toasts), one chunk.
            // Left to the automatic split, what a lazy page shares with it (the session, the toasts,
            // the local store, the contracts) became a dozen more chunks, sub-kilobyte ones among
            // them, each with a request and a module wrapper: this is 5 KB less on every first page.
            { name: 'main', test: /apps[\\/]web[\\/]src[\\/]main\.tsx$/ },
            // What the results and the checkout both show of a car (specs, prices, times): one chunk.
            // The form's alert and the from–to line join it: both pages draw them, and as chunks of
            // 300 bytes each they cost the results a request and a module wrapper apiece (0.6 KB).
            // The buttons' classes (components/ui) join it: every first page draws buttons, and their
            // Tailwind words compress with the cards' own (0.5 KB less on each first page than beside the router).
            // (The home page loads it too, for the query library that comes along: the booking
            // options, which the results do not show, stay with the pages that do; so do the dialog that
            // asks before deleting and the terms' checkbox, which no first screen of a driver's search draws;
            // nor the supplier's key facts, which a driver opens from a card and the checkout loads on its own.)
            {
              name: 'car',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](car[\\/](?!OptionsList|keyFacts)|ui[\\/](?!ConfirmDialog|TermsCheckbox)|FromTo|form[\\/]FormAlert)|lib[\\/](wallClock|usePrice|places|intl|useNear)\.ts|lib[\\/]search[\\/]dateTime)/,
            },
            // The supplier's key facts with the core rules they read (the deadline, the conditions' language):
            // one chunk, asked by a card, the checkout and a booking, rather than three small ones.
            {
              name: 'KeyFacts',
              test: /(apps[\\/]web[\\/]src[\\/]components[\\/]car[\\/]keyFacts[\\/]KeyFacts|packages[\\/]core[\\/]src[\\/](supplierTerms|cancellation|keyFacts))\.tsx?$/,
            },
            // The lucide icons still drawn as components by the pages that share them (the checkout, the
            // date picker; the first screens use the sprite of components/icons): each was a chunk of a
            // few hundred bytes, with a request and a module wrapper each.
            {
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/](ship|plane|building-2|car-front|map-pin|calendar-days|shield-check|x|check|search)\.mjs)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}))
