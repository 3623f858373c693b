// Import cycles, type-only imports included (issue 43). ESLint's import-x/no-cycle finds the cycles
// of values as one edits; it passes over `import type`, and a cycle of types still ties two modules
// that should each have one owner. This walks every module's imports (static, type-only, re-exports
// and dynamic `import()`), resolved as TypeScript resolves them, and names each cycle.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const PROJECTS = ['packages/core', 'apps/api', 'apps/web', 'e2e', 'scripts/bench']
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/

/** The strongly connected groups of a graph of more than one node, or of one that imports itself (Tarjan). */
export function cyclesOf(graph) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node), low.get(to)))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)))
    }
    if (low.get(node) !== index.get(node)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return cycles
}

/** Each tracked source file below the projects, with the tracked files it imports. */
export function importGraph(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PROJECTS, 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.d.mts'))
  // A file deleted and not yet committed is still in git's index: only what is on disk counts.
  const known = new Set(files.map((file) => path.join(root, file)).filter((file) => existsSync(file)))
  const options = new Map(
    PROJECTS.map((project) => {
      const config = ts.getParsedCommandLineOfConfigFile(
        path.join(root, project, 'tsconfig.json'),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      )
      return [path.join(root, project) + path.sep, { ...config.options, allowJs: true }]
    }),
  )
  const optionsFor = (file) =>
    [...options].find(([dir]) => file.startsWith(dir))?.[1] ?? { moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true }
  const graph = new Map()
  for (const file of known) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set()
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, optionsFor(file), ts.sys).resolvedModule?.resolvedFileName
      if (resolved && known.has(resolved) && resolved !== file) targets.add(resolved)
    }
    graph.set(file, [...targets])
  }
  return graph
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..')
  const cycles = cyclesOf(importGraph(root))
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((file) => path.relative(root, file)).join(' ↔ ')}`)
  if (cycles.length > 0) process.exit(1)
}
