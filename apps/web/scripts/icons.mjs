// Writes src/components/icons/icons.svg: the icons of the pages the server renders (the header, the
// footer, the search form, the result cards, the home page) as one sprite of <symbol>s drawn from
// lucide's own data. A page then draws each with <svg><use href></svg> (two elements) instead of a
// component rendering each path: fifteen cards were 700 elements of icons, and a lucide component
// costs the server's render (and the phone's hydration) a component, its props and every path. `node
// scripts/icons.mjs` after changing the list or lucide; a unit test holds the file to this output.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'

export const ICONS = [
  // a car's specs and options, the drawn car of a car without a picture
  'armchair',
  'door-open',
  'snowflake',
  'settings-2',
  'fuel',
  'gauge',
  'wallet',
  'user-round',
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
  // the home page
  'badge-euro',
  'calendar-check',
  'headphones',
  'languages',
]

const DRAWING = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
const require = createRequire(import.meta.url)
const iconsDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons')
const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export async function iconsSprite() {
  const symbols = []
  for (const name of ICONS) {
    const { __iconData } = await import(pathToFileURL(path.join(iconsDir, `${name}.mjs`)).href)
    const shapes = __iconData.node.map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(' ')
      return `<${tag} ${list}/>`
    })
    // The drawing's attributes sit on each symbol: a <use> of another file inherits from its own
    // ancestors in the page, never from this file's root.
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${DRAWING}>${shapes.join('')}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

export const SPRITE_PATH = path.resolve(import.meta.dirname, '..', 'src', 'components', 'icons', 'icons.svg')

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_PATH, await iconsSprite())
  console.log(`wrote ${SPRITE_PATH}`)
}
