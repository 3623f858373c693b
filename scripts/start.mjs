// `npm start`: builds the product when the build is missing or older than the sources, then runs
// the server (web app + API) in this process, with demo data on the embedded database by default.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builds = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/api/dist/main.js'].map((p) => path.join(root, p))
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/api/src', 'packages/core/src'].map((p) => path.join(root, p))

function newest(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs)
}

const missing = builds.some((b) => !existsSync(b))
const stale = !missing && Math.max(...sources.map(newest)) > Math.min(...builds.map((b) => statSync(b).mtimeMs))
if (missing || stale) {
  console.log(missing ? 'Building Wheelbase (first start, about a minute)…' : 'Sources changed since the last build: rebuilding…')
  const started = Date.now()
  // The build's listing of every file it wrote is for whoever works on the build: shown only when
  // the build fails. Its warnings are shown always.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '')
    process.stderr.write(build.stderr ?? '')
    console.error('The build failed: see above.')
    process.exit(1)
  }
  const output = `${build.stdout}\n${build.stderr}`
  for (const line of output.split('\n')) if (/warn|\[[A-Z_]{6,}\]|\(!\)/i.test(line)) console.log(line)
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server…`)
}
process.chdir(root)
await import(path.join(root, 'apps/api/dist/main.js'))
