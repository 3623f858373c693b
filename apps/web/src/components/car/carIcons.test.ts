import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAR_ICONS, carIconsSprite, SPRITE_PATH } from '../../../scripts/carIcons.mjs'

describe('the car icons sprite', () => {
  it('is what scripts/carIcons.mjs draws from the installed lucide (run it after changing either)', async () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(await carIconsSprite())
  })

  it('holds every icon SpecIcon names, and only those', () => {
    const source = readFileSync(path.join(path.dirname(SPRITE_PATH), 'SpecIcon.tsx'), 'utf8')
    const named = /export type TSpecIcon =([^=]+?)\n\n/
      .exec(source)?.[1]
      ?.match(/'[^']+'/g)
      ?.map((n) => n.slice(1, -1))
    expect(named).toEqual(CAR_ICONS)
  })
})
