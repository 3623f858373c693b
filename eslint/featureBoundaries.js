import path from 'node:path'

/**
 * Feature boundaries (DESIGN §1), checked on resolved paths so that no spelling of an import gets
 * around them: a feature imports no other feature; shared code (everything in an app's src beside
 * `features/`) imports no feature; an app imports nothing from the other app; packages/core imports
 * nothing from the apps; and import() takes a written path, never a computed one. The composition
 * roots, which register the features, are the one place allowed to import them.
 *
 * A local rule rather than eslint-plugin-import-x or -boundaries: both resolve through native
 * packages whose other-platform builds this project's registry does not serve, which breaks
 * `npm ci` from the lockfile.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const COMPOSITION_ROOTS = new Set(['apps/api/src/app.ts', 'apps/api/src/jobRegistry.ts', 'apps/web/src/app/pages.ts', 'apps/web/src/app/pageData.ts'])

/** Where a file stands: its app and feature, or core, or elsewhere. */
function placeOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/')
  const app = /^apps\/(api|web)\/src\/(.*)$/.exec(relative)
  if (app) {
    const feature = /^features\/([^/]+)\//.exec(app[2])
    return { kind: 'app', app: app[1], feature: feature?.[1], relative }
  }
  if (relative.startsWith('packages/core/')) return { kind: 'core', relative }
  return { kind: 'other', relative }
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'The feature "{{from}}" imports the feature "{{to}}": move what both need to a shared layer (components, lib, data, platform) or packages/core.',
      sharedImportsFeature: 'Shared code imports no feature (here: "{{to}}").',
      coreImportsApp: 'packages/core imports nothing from the apps.',
      crossApp: 'The {{from}} app imports nothing from the {{to}} app: share it through packages/core.',
      computedImport: 'import() takes a written path, never a computed one: the boundaries (and the bundler) must see what it loads.',
    },
    schema: [],
  },
  create(context) {
    const source = placeOf(context.filename)
    if (source.kind === 'other') return {}
    const check = (node) => {
      // import(`./pages/${name}`): a path no rule (nor the bundler) can follow.
      if (
        node.type === 'ImportExpression' &&
        !(node.source.type === 'Literal' || (node.source.type === 'TemplateLiteral' && !node.source.expressions.length))
      ) {
        context.report({ node, messageId: 'computedImport' })
        return
      }
      const specifier = node.source?.type === 'TemplateLiteral' ? node.source.quasis[0]?.value.cooked : node.source?.value
      if (typeof specifier !== 'string') return
      const target = specifier.startsWith('.')
        ? placeOf(path.resolve(path.dirname(context.filename), specifier))
        : specifier.startsWith('@wheelbase/api') || specifier.startsWith('@wheelbase/web')
          ? { kind: 'app' }
          : { kind: 'other' }
      if (source.kind === 'core') {
        if (target.kind === 'app') context.report({ node, messageId: 'coreImportsApp' })
        return
      }
      const targetApp = target.kind === 'app' ? (target.app ?? /^@wheelbase\/(api|web)/.exec(specifier)?.[1]) : undefined
      if (targetApp && targetApp !== source.app) {
        context.report({ node, messageId: 'crossApp', data: { from: source.app, to: targetApp } })
        return
      }
      if (COMPOSITION_ROOTS.has(source.relative)) return
      if (target.kind !== 'app' || !target.feature || target.app !== source.app || target.feature === source.feature) return
      if (source.feature) context.report({ node, messageId: 'crossFeature', data: { from: source.feature, to: target.feature } })
      else context.report({ node, messageId: 'sharedImportsFeature', data: { to: target.feature } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}
