import path from 'node:path'
import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { webCalls } from './webCalls.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it

const at = (file) => path.join(path.resolve(import.meta.dirname, '..'), file)

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('web-calls', webCalls, {
  valid: [
    { filename: at('apps/web/src/features/console/api.ts'), code: "import { api, apiUpload } from '../../lib/api/client'" },
    { filename: at('apps/web/src/features/console/users/api.ts'), code: "import { api } from '../../../lib/api/client'" },
    { filename: at('apps/web/src/lib/places.ts'), code: "import { api } from './api/client'" },
    { filename: at('apps/web/src/features/checkout/CheckoutForm.tsx'), code: "import { ApiError } from '../../lib/api/client'" },
    { filename: at('apps/web/src/lib/api/calls.ts'), code: 'const o = { queryKey: callKey(c, r, l) }' },
    {
      filename: at('apps/web/src/features/jobs/JobsPage.test.tsx'),
      code: "import { api } from '../../lib/api/client'; const o = { queryKey: ['x'] }",
    },
    { filename: at('apps/api/src/app.ts'), code: "const o = { queryKey: ['not the web app'] }" },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/checkout/CheckoutForm.tsx'),
      code: "import { ApiError, api } from '../../lib/api/client'",
      errors: [{ messageId: 'directCall' }],
    },
    { filename: at('apps/web/src/app/RootLayout.tsx'), code: "import { apiStatus } from '../lib/api/client'", errors: [{ messageId: 'directCall' }] },
    {
      filename: at('apps/web/src/components/x/Y.tsx'),
      code: "import * as client from '../../lib/api/client'",
      errors: [{ messageId: 'directCall' }],
    },
    {
      filename: at('apps/web/src/features/console/cars/CarForm.tsx'),
      code: "import { apiUpload as up } from '../../../lib/api/client.ts'",
      errors: [{ messageId: 'directCall' }],
    },
    {
      filename: at('apps/web/src/features/search/SearchPage.tsx'),
      code: "useQuery({ queryKey: ['car-search', lang] })",
      errors: [{ messageId: 'handKey' }],
    },
    { filename: at('apps/web/src/features/search/api.ts'), code: "const o = { 'queryKey': ['x'] }", errors: [{ messageId: 'handKey' }] },
  ],
})
