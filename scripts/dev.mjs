// `npm run dev`: the API from its TypeScript sources (restarts on change) on port 3001 and the
// Vite dev server on 5173 (hot reload), which forwards /api and /uploads to the API.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      WEB_DIST_DIR: '/nonexistent',
    },
  }),
  spawn('npx', ['vite', '--host', 'localhost'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
