import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { featureBoundaries } from './eslint/featureBoundaries.js'
import { webCalls } from './eslint/webCalls.js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
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
    // No import cycles (issue 43): a cycle hides which module owns a type and breaks lazy chunks.
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/core/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One clock (issue 43): the API reads time from ctx.clock (a test server's moves), or from
    // platform/clock.ts's systemClock where real time is meant (sessions, leases, file names).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/clock.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from ctx.clock.now() (or systemClock where real time is meant).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from ctx.clock.now() (or systemClock where real time is meant).',
        },
      ],
    },
  },
  {
    // One price path (issue 43): only domain/price.ts priceRental builds price lines.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/domain/price.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@wheelbase/core/pricing',
              importNames: ['computePrice'],
              message: 'Prices come from domain/price.ts priceRental, the one price path.',
            },
            { name: '@wheelbase/core/fees', importNames: ['feeParts'], message: 'Prices come from domain/price.ts priceRental, the one price path.' },
          ],
        },
      ],
    },
  },
  {
    // The web app's calls go through lib/api (one client: headers, errors, cache keys); a raw
    // <button> is the Button primitive; a refusal is read by lib/api/failure or the form kit (issue 43).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api/**',
      'apps/web/src/lib/form/serverErrors.ts',
      'apps/web/src/components/ui/Button.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: 'Call the API through lib/api (api(), sendOnLeave()), never fetch().' },
        {
          selector: "JSXOpeningElement[name.name='button'] JSXAttribute[name.name='className'] CallExpression[callee.name='buttonClass']",
          message: 'A button styled as one is <Button> (components/ui/Button).',
        },
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
          message:
            'A form shows refusals through handleSubmit(onValid, { at, pathOf, show }); elsewhere use refused(), failureText() or toastFailure() from lib/api/failure.',
        },
      ],
    },
  },
  {
    // Feature boundaries (DESIGN §1): see eslint/featureBoundaries.js.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    plugins: { wheelbase: { rules: { 'feature-boundaries': featureBoundaries, 'web-calls': webCalls } } },
    rules: { 'wheelbase/feature-boundaries': 'error', 'wheelbase/web-calls': 'error' },
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
