import { describe, expect, it } from 'vitest'
import { APP_PAGES } from '@wheelbase/core/appPages'
import { consoleRoutes } from './ConsoleRoutes'

describe("the console's screens", () => {
  it('are the console pages the server knows (core APP_PAGES): any other /console path is its 404', () => {
    const paths = consoleRoutes.filter((route) => route.path !== '*').map((route) => (route.index ? '/console' : `/console/${route.path ?? ''}`))
    expect(paths.sort()).toEqual(APP_PAGES.filter((page) => page.startsWith('/console')).sort())
  })
})
