import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cyclesOf, importGraph } from './importCycles.js'

describe('import cycles', () => {
  const root = path.resolve(import.meta.dirname, '..')
  // The whole repository's graph, read once: it resolves every import as TypeScript does (seconds
  // on a loaded machine, which the default 5 s of a test did not always allow).
  let graph
  beforeAll(() => {
    graph = importGraph(root)
  }, 60_000)

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
    const importsOf = (file) => (graph.get(path.join(root, file)) ?? []).map((to) => path.relative(root, to))
    // `import type { TFormRules } from './checkoutRules'`, and `await import('./checkoutSchema')`.
    expect(importsOf('apps/web/src/features/checkout/checkoutForm.ts')).toEqual(
      expect.arrayContaining(['apps/web/src/features/checkout/checkoutRules.ts', 'apps/web/src/features/checkout/checkoutSchema.ts']),
    )
    // A workspace package's subpath, as TypeScript resolves it.
    expect(importsOf('apps/api/src/platform/render/serverRender.ts')).toContain('packages/core/src/ssr.ts')
  })

  it('finds none in the repository', () => {
    expect(cyclesOf(graph)).toEqual([])
  })
})
