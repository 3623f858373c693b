// Writes src/components/icons/icons.svg: the icons of the pages the server renders (the header, the
// footer, the search form, the result cards, the home page) as one sprite of <symbol>s drawn from
// lucide's own data. A page then draws each with <svg><use href></svg> (two elements) instead of a
// component rendering each path: fifteen cards were 700 elements of icons, and a lucide component
// costs the server's render (and the phone's hydration) a component, its props and every path.
// And src/components/icons/specIcons.css: the icons of a car's spec lines, which a card repeats
// eight times, drawn by the stylesheet (`<li data-icon="fuel">`): no element at all.
// `node scripts/icons.mjs` after changing a list or lucide; unit tests hold both files to this output.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'

/** A car's spec lines (components/car/CarSpecs.tsx) and what it includes (CarCard.tsx): drawn by the stylesheet. */
export const SPEC_ICONS = [
  'armchair',
  'door-open',
  'snowflake',
  'settings-2',
  'fuel',
  'gauge',
  'wallet',
  'user-round',
  'car',
  'smartphone',
  'shield-check',
]

export const ICONS = [
  // a car's options, the drawn car of a car without a picture
  'shield-check',
  'car-front',
  'check',
  'x',
  // the header, the footer and the language picker
  'menu',
  'bell',
  'globe',
  'chevron-down',
  'lock',
  // the search form, its places and the results' summary and filters
  'map-pin',
  'building-complex',
  'plane',
  'ship',
  'calendar-days',
  'search',
  'pencil',
  'sliders-horizontal',
  // from a place or a time to the next (drawn mirrored in right-to-left text)
  'arrow-right',
  // the home page
  'badge-euro',
  'calendar-check',
  'headphones',
  'languages',
  // a button or a captcha at work, and the checkout: how to pay, the test card, a car gone
  'loader-circle',
  'clock',
  'credit-card',
  'flask-conical',
  'calendar-x-2',
]

const DRAWING = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
const require = createRequire(import.meta.url)
const iconsDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons')
const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** An icon's shapes (its paths, circles, …) as SVG markup. */
async function shapesOf(name) {
  const { __iconData } = await import(pathToFileURL(path.join(iconsDir, `${name}.mjs`)).href)
  return __iconData.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(' ')
      return `<${tag} ${list}/>`
    })
    .join('')
}

export async function iconsSprite() {
  const symbols = []
  for (const name of ICONS) {
    // The drawing's attributes sit on each symbol: a <use> of another file inherits from its own
    // ancestors in the page, never from this file's root.
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${DRAWING}>${await shapesOf(name)}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** An SVG as a CSS url(): double quotes turned single, and what a URL cannot hold as it is escaped. */
const cssUrl = (svg) => `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[#<>%]/g, encodeURIComponent)}")`

/**
 * The spec icons side by side in one drawing, each in its own 24-unit square: the stylesheet shows
 * one square per line. One image, not eight: each mask image of an SVG is a document of its own in
 * the browser, and the first page's style recalculation built eight of them (about 50 ms of a
 * phone's blocking time at 4× slowdown, measured in
 * docs/decisions/0072-icons-from-one-sprite-and-one-mask-strip.md). Half a square of space between
 * squares keeps a neighbour's edge out of a line's icon at any zoom.
 */
const STRIP_PITCH = 36
const STRIP_WIDTH = STRIP_PITCH * (SPEC_ICONS.length - 1) + 24
async function specIconsStrip() {
  const squares = []
  for (const [index, name] of SPEC_ICONS.entries()) squares.push(`<g transform="translate(${STRIP_PITCH * index})">${await shapesOf(name)}</g>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${STRIP_WIDTH} 24" ${DRAWING.replace('currentColor', 'black')}>${squares.join('')}</svg>`
}

/** Where an icon's square sits in the strip, as a mask position: 0% is the first square, 100% the last (evenly spaced between). */
const stripPosition = (index) => `${Number(((index * 100) / (SPEC_ICONS.length - 1)).toFixed(4))}% 0`

export async function specIconsCss() {
  const rules = SPEC_ICONS.map((name, index) => `[data-icon='${name}']::before { mask-position: ${stripPosition(index)}; }`)
  const size = `${Number(((STRIP_WIDTH * 100) / 24).toFixed(4))}% 100%`
  return `/* Written by scripts/icons.mjs: the strip of a car's spec-line icons, and each icon's square in it (the rest of the rule: specIconLine.css). */
[data-icon]::before { mask-image: ${cssUrl(await specIconsStrip())}; mask-size: ${size}; }
${rules.join('\n')}
`
}

export const SPRITE_PATH = path.resolve(import.meta.dirname, '..', 'src', 'components', 'icons', 'icons.svg')
export const SPEC_ICONS_PATH = path.resolve(import.meta.dirname, '..', 'src', 'components', 'icons', 'specIcons.css')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_PATH, await iconsSprite())
  writeFileSync(SPEC_ICONS_PATH, await specIconsCss())
  console.log(`wrote ${SPRITE_PATH} and ${SPEC_ICONS_PATH}`)
}
