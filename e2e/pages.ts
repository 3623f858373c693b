import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { TAppPage } from '@wheelbase/core/appPages'

/** Every page of the app as the build lists it (dist/pages.json, from apps/web/src/app/pages.ts): the servers serve that build. */
export const APP_PAGES: readonly string[] = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/pages.json'), 'utf8')) as TAppPage[]
).map((page) => page.path)
