import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cyclesOf, importGraph } from './importCycles.js'

describe('import cycles', () => {
  it('finds a cycle of any length and a module that imports itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ])
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['e']])
    expect(
      cyclesOf(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads type-only and dynamic imports as edges', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const graph = importGraph(root)
    const importsOf = (file) => (graph.get(path.join(root, file)) ?? []).map((to) => path.relative(root, to))
    // `import type { TFormRules } from './checkoutRules'`, and `await import('./checkoutSchema')`.
    expect(importsOf('apps/web/src/features/checkout/checkoutForm.ts')).toEqual(
      expect.arrayContaining(['apps/web/src/features/checkout/checkoutRules.ts', 'apps/web/src/features/checkout/checkoutSchema.ts']),
    )
    // A workspace package's subpath, as TypeScript resolves it.
    expect(importsOf('apps/api/src/platform/render/serverRender.ts')).toContain('packages/core/src/ssr.ts')
  })

  it('finds none in the repository', () => {
    expect(cyclesOf(importGraph(path.resolve(import.meta.dirname, '..')))).toEqual([])
  })
})
