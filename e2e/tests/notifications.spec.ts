import { expect, test } from '../fixtures'
import { text } from '../i18n'

const n = (key: string) => text('en', 'notifications', key)
const a = (key: string) => text('en', 'account', key)

/**
 * The demo supplier reads the notification of a booking a driver just made: its count in the
 * header, mark all read, and delete all after confirming.
 */
test('a supplier is told of a new booking, marks all read and deletes all with confirmation', async ({ page, request, checkA11y }) => {
  test.setTimeout(90_000)
  // A booking of one of Aegean Wheels' cars, as a signed-in driver (through the API, as the page does).
  const signIn = await request.post('/api/sign-in/frontend', {
    data: { email: 'driver@wheelbase.example', password: 'Demo2026!', stayConnected: false },
  })
  expect(signIn.status()).toBe(200)
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const places = await (await request.get('/api/locations?size=50')).json()
  const pickup = places.items.find((p: { name: string }) => p.name === 'Athens - City Centre')._id as string
  const year = new Date().getFullYear() + 1
  const start = 1 + Math.floor(Math.random() * 25)
  const query = new URLSearchParams({
    pickup,
    from: `${year}-02-${String(start).padStart(2, '0')}T09:00:00+02:00`,
    to: `${year}-02-${String(start + 2).padStart(2, '0')}T09:00:00+02:00`,
  })
  let car: { _id: string } | undefined
  for (let page = 1; !car && page <= 10; page++) {
    const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
    car = (found.items as { _id: string; supplier: { fullName: string } }[]).find((c) => c.supplier.fullName === 'Aegean Wheels')
  }
  expect(car).toBeTruthy()
  const booked = await request.post('/api/checkout', {
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      car: car?._id,
      pickup,
      from: query.get('from'),
      to: query.get('to'),
      driver: { fullName: 'Maria Papadopoulou', email: 'driver@wheelbase.example', phone: '+30 690 000 0001', birthDate: '1990-04-12' },
      payment: { method: 'later' },
    },
  })
  expect(booked.status()).toBe(200)

  await page.goto('/sign-in?lang=en')
  await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill('hello@aegeanwheels.example')
  await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Demo2026!')
  await page.getByRole('button', { name: a('signIn.submit') }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(n('title'))
  await expect(page.getByRole('listitem').filter({ hasText: 'Maria Papadopoulou' }).first()).toBeVisible()
  await checkA11y()

  await page.getByRole('button', { name: n('markAllRead') }).click()
  await expect(page.getByText(n('unread_other').replace('{{count}}', '0'))).toBeVisible()
  await page.getByRole('button', { name: n('deleteAll') }).click()
  const dialog = page.getByRole('dialog', { name: n('confirm.allTitle') })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: n('confirm.cancel') }).click()
  await expect(page.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('button', { name: n('deleteAll') }).click()
  await dialog.getByRole('button', { name: n('confirm.confirm') }).click()
  await expect(page.getByText(n('empty'))).toBeVisible()
})
