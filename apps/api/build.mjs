// Bundles the API and the core package it imports (TypeScript source) into dist/main.js (and the
// upload copy command into dist/copy-uploads.js);
// every other npm package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild'

await build({
  absWorkingDir: import.meta.dirname,
  // The server, and the command that copies local uploads into a bucket (npm run storage:copy).
  entryPoints: { main: 'src/main.ts', 'copy-uploads': 'src/tools/copyUploads.ts' },
  outdir: 'dist',
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
