// Bundles the API and the core package it imports (TypeScript source) into dist/main.js;
// every other npm package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild'

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wheelbase/') ? undefined : { path: args.path, external: true }))
      },
    },
  ],
})
