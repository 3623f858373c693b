import path from 'node:path'
import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { featureBoundaries } from './featureBoundaries.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it

const root = path.resolve(import.meta.dirname, '..')
const at = (file) => path.join(root, file)

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('apps/web/src/features/home/HomePage.tsx'), code: "import { SearchForm } from '../../components/search/SearchForm'" },
    { filename: at('apps/web/src/features/search/SearchPage.tsx'), code: "import { useCarSearch } from './api'" },
    { filename: at('apps/web/src/app/pages.ts'), code: "const page = () => import('../features/search/SearchPage')" },
    { filename: at('apps/api/src/app.ts'), code: "import { carRoutes } from './features/cars/routes'" },
    { filename: at('apps/api/src/features/cars/routes.ts'), code: "import { findLocation } from '../../data/locations'" },
    { filename: at('packages/core/src/contracts/cars.ts'), code: "import { SEARCH_ISSUES } from '../search'" },
    { filename: at('apps/web/src/i18n/i18n.ts'), code: 'const en = () => import(`./locales/en/common.json`)' },
  ],
  invalid: [
    {
      filename: at('apps/web/src/lib/api/client.ts'),
      code: "import { buildApp } from '../../../../api/src/app'",
      errors: [{ messageId: 'crossApp' }],
    },
    {
      filename: at('apps/api/src/platform/render/serverRender.ts'),
      code: "import { x } from '@wheelbase/web/ssr/entry'",
      errors: [{ messageId: 'crossApp' }],
    },
    { filename: at('apps/api/src/app.ts'), code: "import { routes } from '../../web/src/app/router'", errors: [{ messageId: 'crossApp' }] },
    {
      filename: at('apps/web/src/i18n/i18n.ts'),
      code: 'const load = (lang) => import(`./locales/${lang}/common.json`)',
      errors: [{ messageId: 'computedImport' }],
    },
    { filename: at('apps/api/src/x.ts'), code: 'const m = import(name)', errors: [{ messageId: 'computedImport' }] },
    {
      filename: at('apps/web/src/features/home/HomePage.tsx'),
      code: "import { useCarSearch } from '../search/api'",
      errors: [{ messageId: 'crossFeature' }],
    },
    { filename: at('apps/api/src/features/cars/x.ts'), code: "export { getUser } from '../users/service'", errors: [{ messageId: 'crossFeature' }] },
    {
      filename: at('apps/web/src/features/home/x.ts'),
      code: "const m = import('../../features/search/api')",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('apps/web/src/lib/places.ts'),
      code: "import { x } from '../features/search/api'",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('apps/api/src/platform/http/route.ts'),
      code: "import { users } from '../../features/users/service'",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('packages/core/src/x.ts'),
      code: "import { buildApp } from '../../../apps/api/src/app'",
      errors: [{ messageId: 'coreImportsApp' }],
    },
    {
      filename: at('packages/core/src/x.ts'),
      code: "import { api } from '@wheelbase/web/lib/api/client'",
      errors: [{ messageId: 'coreImportsApp' }],
    },
  ],
})
