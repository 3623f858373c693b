import path from 'node:path'

/**
 * The web app's calls (issue 29): a component calls a hook, never the API itself. Only a
 * feature's `api.ts` and the shared `lib/` import the client's `api`, `apiStatus` or `apiUpload`,
 * and no cache key is written by hand: `lib/api/calls.ts` derives every key from its contract.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const CLIENT = 'apps/web/src/lib/api/client'
const CALLS = new Set(['api', 'apiStatus', 'apiUpload'])

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/')
const mayCall = (file) => /^apps\/web\/src\/(lib\/|features\/(.+\/)?api\.ts$)/.test(file) || /\.test\.tsx?$/.test(file)
const mayKey = (file) => file.startsWith('apps/web/src/lib/api/') || /\.test\.tsx?$/.test(file)

export const webCalls = {
  meta: {
    type: 'problem',
    messages: {
      directCall: 'Call the API through a hook of the feature\'s api.ts (lib/api/calls.ts), not "{{name}}" here.',
      handKey: 'A cache key is derived from its contract (callKey, callOptions in lib/api/calls.ts), never written by hand.',
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename)
    if (!file.startsWith('apps/web/src/')) return {}
    return {
      ImportDeclaration(node) {
        if (mayCall(file) || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return
        const target = relative(path.resolve(path.dirname(context.filename), node.source.value)).replace(/\.tsx?$/, '')
        if (target !== CLIENT) return
        for (const specifier of node.specifiers) {
          const name =
            specifier.type === 'ImportSpecifier' ? specifier.imported.name : specifier.type === 'ImportNamespaceSpecifier' ? '*' : 'default'
          if (CALLS.has(name) || name === '*') context.report({ node: specifier, messageId: 'directCall', data: { name } })
        }
      },
      Property(node) {
        if (mayKey(file) || node.computed) return
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value
        if (name === 'queryKey') context.report({ node, messageId: 'handKey' })
      },
    }
  },
}
