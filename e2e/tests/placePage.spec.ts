import { formatPrice } from '@wheelbase/core/money'
import type { TPlacePage } from '@wheelbase/core/schemas/placePage'
import { expect, test } from '../fixtures'
import { texts, type Language } from '../i18n'

const SLUG = 'heraklion-airport-crete'

type JsonLd = { '@graph': { '@type': string; name?: string; offers?: { '@type': string; lowPrice: number } }[] }

/** Issue 48: a page per place, found by search engines and read without JavaScript. */
test.describe('a place page', () => {
  test('holds its place, prices, suppliers and answers in the HTML, in the language asked, with its structured data', async ({
    browser,
    request,
    baseURL,
  }) => {
    for (const language of ['en', 'he'] as const satisfies Language[]) {
      const t = texts(language, 'places')
      const answer = (await (await request.get(`/api/places/${SLUG}`, { headers: { 'accept-language': language } })).json()) as TPlacePage
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      expect((await page.goto(`/${language}/car-hire/${SLUG}`))?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('placePage.title', { place: answer.place.name }))
      // Each category's "from" price per day, as the API priced it.
      const prices = page.getByRole('region', { name: t('placePage.pricesTitle') }).getByRole('listitem')
      await expect(prices).toHaveCount(answer.prices.length)
      for (const [i, price] of answer.prices.entries()) await expect(prices.nth(i)).toContainText(formatPrice(price.pricePerDay, 'EUR', language))
      // The suppliers link to their pages; a question opens without a script.
      for (const supplier of answer.suppliers)
        await expect(page.getByRole('link', { name: supplier.fullName, exact: true })).toHaveAttribute(
          'href',
          `/${language}/suppliers/${supplier.slug}`,
        )
      await page.getByText(t('placePage.faq.depositQ')).click()
      await expect(page.getByRole('group').filter({ hasText: t('placePage.faq.depositQ') })).toHaveAttribute('open', '')
      // The structured data: the place, a rental business per supplier, and the offer's range.
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as JsonLd
      const types = ld['@graph'].map((node) => node['@type'])
      expect(types.filter((type) => type === 'AutoRental')).toHaveLength(answer.suppliers.length)
      expect(types).toEqual(expect.arrayContaining(['Place', 'Service']))
      const offer = ld['@graph'].find((node) => node['@type'] === 'Service')?.offers
      expect(offer).toMatchObject({ '@type': 'AggregateOffer', lowPrice: Math.min(...answer.prices.map((p) => p.totalPrice)) / 100 })
      await context.close()
    }
  })

  test('from the places list to a place, then to the cars its price names: the search shows that price first', async ({ page, request }) => {
    const t = texts('en', 'places')
    const answer = (await (await request.get(`/api/places/${SLUG}`)).json()) as TPlacePage
    await page.goto('/locations')
    await page.getByRole('link', { name: t('locationsPage.carHire', { name: answer.place.name }) }).click()
    await expect(page).toHaveURL(`/car-hire/${SLUG}`)
    // The search form is set to the place.
    await expect(page.getByRole('combobox', { name: texts('en', 'search')('form.pickupLocation') })).toHaveValue(answer.place.name)
    const economy = answer.prices.find((p) => p.category === 'economy')
    expect(economy, 'the demo offers economy cars at Heraklion').toBeDefined()
    if (!economy) return
    await page.getByRole('link', { name: t('placePage.seeCars', { category: texts('en', 'search')('category.economy') }) }).click()
    await expect(page).toHaveURL(/\/search\?/)
    const first = page.getByRole('article').first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(economy.carName)
    await expect(first.locator('strong')).toHaveText(formatPrice(economy.totalPrice, 'EUR', 'en'))
  })

  test("a place links to its suppliers' pages, and a supplier's page back to its places", async ({ page, request }) => {
    const answer = (await (await request.get(`/api/places/${SLUG}`)).json()) as TPlacePage
    const supplier = answer.suppliers[0]
    expect(supplier, 'the demo has suppliers at Heraklion').toBeDefined()
    if (!supplier) return
    await page.goto(`/car-hire/${SLUG}`)
    await page.getByRole('link', { name: supplier.fullName, exact: true }).click()
    await expect(page).toHaveURL(`/suppliers/${supplier.slug}`)
    const places = page.getByRole('region', { name: texts('en', 'suppliers')('supplierPage.places') })
    await places.getByRole('link', { name: answer.place.name, exact: true }).click()
    await expect(page).toHaveURL(`/car-hire/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en', 'places')('placePage.title', { place: answer.place.name }))
  })

  test('is accessible in English and Hebrew, its desk hours and answers open', async ({ page, checkA11y }) => {
    for (const language of ['en', 'he'] as const) {
      await page.goto(`/car-hire/${SLUG}?lang=${language}`)
      for (const summary of await page.locator('summary').all()) await summary.click()
      await checkA11y()
    }
  })

  test('an unknown place is the page not found, and says noindex', async ({ page }) => {
    const response = await page.goto('/car-hire/nowhere-at-all')
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en', 'common')('notFound.title'))
  })
})
