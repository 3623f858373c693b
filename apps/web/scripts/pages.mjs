// Writes dist/pages.json from the server build's page table (src/app/pages.ts through
// src/ssr/entry-server.tsx): every page's pattern and whether the server renders it. The API
// server reads it beside index.html, so the table in the app is the one place a page is declared.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const web = path.resolve(import.meta.dirname, '..')
const entry = await import(pathToFileURL(path.join(web, 'dist-server', 'entry-server.js')).href)
await writeFile(path.join(web, 'dist', 'pages.json'), `${JSON.stringify(entry.pages, null, 2)}\n`)
console.log(`pages.json: ${entry.pages.length} pages, ${entry.pages.filter((page) => page.server).length} rendered on the server`)
