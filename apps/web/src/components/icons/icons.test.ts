import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICONS, iconsSprite, SPRITE_PATH } from '../../../scripts/icons.mjs'

describe('the icons sprite', () => {
  it('is what scripts/icons.mjs draws from the installed lucide (run it after changing either)', async () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(await iconsSprite())
  })

  it('holds every icon Icon names, and only those', () => {
    const source = readFileSync(path.join(path.dirname(SPRITE_PATH), 'Icon.tsx'), 'utf8')
    const named = /export type TIcon =([^=]+?)\n\n/
      .exec(source)?.[1]
      ?.match(/'[^']+'/g)
      ?.map((n) => n.slice(1, -1))
    expect(named).toEqual(ICONS)
  })
})
