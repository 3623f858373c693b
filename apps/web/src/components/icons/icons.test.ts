import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICONS, iconsSprite, SPEC_ICONS, SPEC_ICONS_PATH, specIconsCss, SPRITE_PATH } from '../../../scripts/icons.mjs'

describe('the icons sprite', () => {
  it('is what scripts/icons.mjs draws from the installed lucide (run it after changing either)', async () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(await iconsSprite())
  })

  it('has its spec icons in the stylesheet scripts/icons.mjs writes', async () => {
    expect(readFileSync(SPEC_ICONS_PATH, 'utf8')).toBe(await specIconsCss())
  })

  it('draws in the stylesheet every icon of the spec lines of CarSpecs, and only those', () => {
    const source = readFileSync(path.join(path.dirname(SPRITE_PATH), '..', 'car', 'CarSpecs.tsx'), 'utf8')
    const named = /type TSpecIcon =([^=]+?)\n\n/
      .exec(source)?.[1]
      ?.match(/'[^']+'/g)
      ?.map((n) => n.slice(1, -1))
    expect(named).toEqual(SPEC_ICONS)
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
