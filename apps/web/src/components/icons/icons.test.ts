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

describe('the spec icons strip', () => {
  it("shows each line the square its own icon is drawn in: the mask's offset lands on that icon's translation", async () => {
    const css = await specIconsCss()
    const strip = decodeURIComponent(/mask-image: url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1] ?? '')
    const width = Number(/viewBox='0 0 (\d+) 24'/.exec(strip)?.[1])
    const size = Number(/mask-size: ([\d.]+)% 100%/.exec(css)?.[1]) / 100
    // The mask is `size` boxes wide; the box shows 24 of the strip's units.
    expect(size * 24).toBeCloseTo(width, 3)
    const squares = [...strip.matchAll(/<g transform='translate\((\d+)\)'>/g)].map((m) => Number(m[1]))
    expect(squares).toHaveLength(SPEC_ICONS.length)
    for (const [index, name] of SPEC_ICONS.entries()) {
      const position = Number(new RegExp(`\\[data-icon='${name}'\\]::before \\{ mask-position: ([\\d.]+)% 0; \\}`).exec(css)?.[1]) / 100
      // A mask position p puts the image's point p at the box's point p: the strip moves by (box - image) × p.
      const shift = (1 - size) * position * 24
      expect(-shift).toBeCloseTo(squares[index] ?? NaN, 2)
    }
  })
})
