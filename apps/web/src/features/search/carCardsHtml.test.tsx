import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import type { TCarText } from '../../components/car/carText'
import { createLanguageInstance } from '../../i18n/i18n'
import { BasePathContext } from '../../lib/basePath'
import { shownPrice } from '../../lib/usePrice'
import { checkoutPath } from '../../lib/search/criteria'
import { CarCard } from './CarCard'
import { carCardsHtml, preloadFirstPicture } from './carCardsHtml'

const car = (id: number, changes: Partial<TCarResult> = {}): TCarResult => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  name: 'Fiat Panda',
  image: '/uploads/cars/fiat-panda.webp',
  supplier: {
    _id: '10000000-0000-4000-8000-000000000001',
    fullName: 'Aegean Wheels',
    avatar: '/uploads/suppliers/aegean.svg',
    slug: 'aegean-wheels',
    rating: { score: 8.14, count: 12 },
  },
  pricePerDay: 2450,
  deposit: 30000,
  seats: 5,
  doors: 5,
  aircon: true,
  gearbox: 'manual',
  fuelType: 'gasoline',
  fuelPolicy: 'likeForlike',
  mileage: -1,
  minimumAge: 21,
  category: 'mini',
  equipment: ['appleCarPlay', 'bluetooth'],
  extras: { cancellation: 0, amendments: -1, theftProtection: 900, collisionDamageWaiver: 0, fullInsurance: 1500, additionalDriver: -1 },
  days: 3,
  totalPrice: 7200,
  regularPrice: 7950,
  ...changes,
})

/** Cars of every shape a card draws differently, with texts that need escaping. */
const CARS: TCarResult[] = [
  car(1),
  car(2, {
    name: `Tom & Jerry's "<Special>"`,
    image: null,
    regularPrice: null,
    minimumAge: 25,
    equipment: [],
    mileage: 250,
    aircon: false,
    gearbox: 'automatic',
    extras: { cancellation: 500, amendments: 300, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 },
  }),
  car(3, {
    image: '/uploads/cars/kia.svg',
    supplier: {
      _id: '10000000-0000-4000-8000-000000000002',
      fullName: 'Crete & Co',
      avatar: null,
      slug: 'crete-co',
      rating: { score: null, count: 1 },
    },
    minimumAge: 30,
    category: 'premium',
    fuelPolicy: 'freeTank',
  }),
]
const CRITERIA = { pickup: '20000000-0000-4000-8000-000000000001', from: '2027-06-01T10:00:00.000Z', to: '2027-06-04T10:00:00.000Z' }

/** A `<link>` first in some markup, and the rest. */
const splitLink = (markup: string): [string | undefined, string] => {
  const link = /^<link [^>]*\/>/.exec(markup)?.[0]
  return [link, link ? markup.slice(link.length) : markup]
}
const attributes = (element: string) => [...element.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort()

/** A list's items as the browser reads them: into a list, written back in full. */
const parsed = (items: string): string => {
  const list = document.createElement('ul')
  list.innerHTML = items
  return list.innerHTML
}

function Preloaded({ cars }: { cars: readonly TCarResult[] }) {
  preloadFirstPicture(cars)
  return null
}

async function textOf(language: TLanguage): Promise<TCarText> {
  const instance = await createLanguageInstance(language)
  const t = instance.getFixedT(language, 'search')
  return { t: (key, values) => t(key, values), language, price: shownPrice('EUR', null, language), minimumAge: 21 }
}

describe('the results’ cards as the server writes them (record 0149)', () => {
  for (const language of LANGUAGES)
    it(`read as React's CarCard, in ${language}, at the address with and without its language`, async () => {
      const text = await textOf(language)
      // The first car's picture with a 2× (webp), or without (svg).
      for (const [base, cars] of [
        ['', CARS],
        [`/${language}`, CARS.slice(2)],
      ] as const) {
        const react = renderToStaticMarkup(
          <BasePathContext.Provider value={base}>
            {cars.map((item, index) => (
              <li key={item._id}>
                <CarCard car={item} bookPath={checkoutPath(item._id, CRITERIA)} period={CRITERIA} text={text} index={index} />
              </li>
            ))}
          </BasePathContext.Provider>,
        )
        // React separates adjacent texts with an empty comment, which the written cards need not.
        const [link = '', cards] = splitLink(react.replaceAll('<!-- -->', ''))
        const written = carCardsHtml(cars, text, CRITERIA, base)
        expect(parsed(written)).toBe(parsed(cards))
        // Shorter than React's: the list items without end tags, the icons' names without quotes.
        expect(written).not.toContain('</li>')
        expect(written.length).toBeLessThan(cards.length - 20 * cars.length)
        // React asks for the first picture from the head; preloadFirstPicture asks the same.
        expect(attributes(splitLink(renderToStaticMarkup(<Preloaded cars={cars} />))[0] ?? '')).toEqual(attributes(link))
        expect(link).toContain('fetchPriority="high"')
      }
    })
})
