import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

/**
 * Feature boundaries (DESIGN §1): a feature imports no other feature; shared layers import no
 * feature; core imports nothing from the apps. Only the composition roots (the API's app.ts, the
 * web app's router) put features together. Paths are resolved, so no spelling gets around it.
 */
const featuresOf = (app) =>
  readdirSync(`apps/${app}/src/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
const boundaryZones = ['api', 'web'].flatMap((app) => {
  const features = `./apps/${app}/src/features`
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'A feature imports no other feature: move what both need to a shared layer (components, lib, data, platform) or packages/core.',
    })),
    {
      // Everything beside the features folder: app shell, components, lib, data, platform, db…
      target: readdirSync(`apps/${app}/src`)
        .filter((name) => name !== 'features')
        .map((name) => `./apps/${app}/src/${name}`),
      from: features,
      message: 'Shared code imports no feature.',
    },
  ]
})
// The composition roots register the features; they are the one place allowed to import them.
const compositionRoots = ['apps/api/src/app.ts', 'apps/web/src/app/router.tsx']

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...boundaryZones, { target: './packages/core', from: './apps', message: 'packages/core imports nothing from the apps.' }],
        },
      ],
    },
  },
  {
    files: compositionRoots,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/core', from: './apps', message: 'packages/core imports nothing from the apps.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', 'apps/api/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off' }, // Playwright fixtures take `{}` when they need none
  },
  prettier,
)
