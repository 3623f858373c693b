import { defineEndpoint, from } from '../contract'

const admin = () => import('../schemas/consoleAdmin')
const profile = () => import('../schemas/consoleProfile')
const fees = () => import('../schemas/consoleFees')
const desk = () => import('../schemas/consoleDesk')
const terms = () => import('../schemas/consoleTerms')
const currencies = () => import('../schemas/currencyRates')
const tags = ['console']
const staff = ['supplier', 'admin'] as const
const admins = ['admin'] as const

export const listUsers = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/users',
  summary: 'Every account, searched by name or email, filtered by type and suspension, sorted, by pages (admins)',
  tags,
  session: 'required',
  resources: ['accounts'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ query: s.ZUsersQuery, response: s.ZUsersResult })),
})

export const setUserSuspension = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/users/:id/suspension',
  summary:
    "Suspend or unsuspend an account (admins): its sessions end at once, a supplier's cars leave search, bookings stay; never the last admin or one's own",
  tags,
  session: 'required',
  resources: ['accounts'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, body: s.ZSuspensionBody, response: s.ZConsoleUser })),
})

export const setUserType = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/users/:id/type',
  summary: 'Change the type of an account (admins): its sessions end; never demotes the last admin, nor a supplier that still has cars or bookings',
  tags,
  session: 'required',
  resources: ['accounts', 'suppliers'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, body: s.ZUserTypeBody, response: s.ZConsoleUser })),
})

export const createSupplier = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/suppliers',
  summary: 'Create a supplier account (admins): an invitation mail in its language lets it choose its password',
  tags,
  session: 'required',
  resources: ['accounts', 'suppliers'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ body: s.ZNewSupplierBody, response: s.ZConsoleUser })),
})

export const getSupplierProfile = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/suppliers/:id/profile',
  summary: "A supplier's company profile: its own for a supplier (404 for another's), any supplier's for an admin",
  tags,
  session: 'required',
  resources: ['suppliers'],
  roles: staff,
  schemas: /* @__PURE__ */ from(profile, (s) => ({ params: s.ZIdParams, response: s.ZSupplierProfile })),
})

export const updateSupplierProfile = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/suppliers/:id/profile',
  summary: "Change a supplier's name, contact email, phone, address and whether it accepts pay later",
  tags,
  session: 'required',
  resources: ['suppliers'],
  roles: staff,
  schemas: /* @__PURE__ */ from(profile, (s) => ({ params: s.ZIdParams, body: s.ZSupplierProfileBody, response: s.ZSupplierProfile })),
})

export const getSupplierFees = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/suppliers/:id/fees',
  summary: "A supplier's fees (one-way, young driver, per place): its own for a supplier (404 for another's), any supplier's for an admin",
  tags,
  session: 'required',
  resources: ['suppliers', 'locations'],
  roles: staff,
  schemas: /* @__PURE__ */ from(fees, (s) => ({ params: s.ZFeesParams, response: s.ZSupplierFeesResult })),
})

export const updateSupplierFees = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/suppliers/:id/fees',
  summary: "Replace a supplier's fees; the next quotes, searches and checkouts include them, bookings made keep their price",
  tags,
  session: 'required',
  resources: ['suppliers', 'locations'],
  roles: staff,
  schemas: /* @__PURE__ */ from(fees, (s) => ({ params: s.ZFeesParams, body: s.ZSupplierFees, response: s.ZSupplierFeesResult })),
})

export const getSupplierDesk = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/suppliers/:id/desk',
  summary:
    "A supplier's desk (opening hours, dates closed, out of hours, notice): its own for a supplier (404 for another's), any supplier's for an admin",
  tags,
  session: 'required',
  resources: ['suppliers', 'locations'],
  roles: staff,
  schemas: /* @__PURE__ */ from(desk, (s) => ({ params: s.ZDeskParams, response: s.ZSupplierDeskResult })),
})

export const updateSupplierDesk = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/suppliers/:id/desk',
  summary: "Replace a supplier's desk; the next searches, quotes, checkouts, amendments and staff bookings keep to it, bookings made stay",
  tags,
  session: 'required',
  resources: ['suppliers', 'locations'],
  roles: staff,
  schemas: /* @__PURE__ */ from(desk, (s) => ({ params: s.ZDeskParams, body: s.ZSupplierDesk, response: s.ZSupplierDeskResult })),
})

export const getSupplierTerms = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/suppliers/:id/terms',
  summary:
    "A supplier's terms at the desk (deposit, excess, licence, travel, cancellation, late return, conditions) and their version: its own for a supplier (404 for another's), any supplier's for an admin",
  tags,
  session: 'required',
  resources: ['suppliers'],
  roles: staff,
  schemas: /* @__PURE__ */ from(terms, (s) => ({ params: s.ZTermsParams, response: s.ZSupplierTermsResult })),
})

export const updateSupplierTerms = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/suppliers/:id/terms',
  summary: "Replace a supplier's terms as a new version; drivers see them from now on, bookings made keep the version their driver read",
  tags,
  session: 'required',
  resources: ['suppliers'],
  roles: staff,
  schemas: /* @__PURE__ */ from(terms, (s) => ({ params: s.ZTermsParams, body: s.ZSupplierTerms, response: s.ZSupplierTermsResult })),
})

export const uploadSupplierLogo = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/suppliers/:id/logo',
  summary: 'Upload a supplier\'s logo (multipart field "image", at most 5 MB, the type read from its content): stored as 60×30 and 2× WebP',
  tags,
  session: 'required',
  resources: ['suppliers'],
  roles: staff,
  multipart: true,
  schemas: /* @__PURE__ */ from(profile, (s) => ({ params: s.ZIdParams, response: s.ZLogo })),
})

export const listConsoleLocations = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/locations',
  summary: 'Every location with its five names, searched in any language, sorted, by pages, with its cars and bookings (admins)',
  tags,
  session: 'required',
  resources: ['locations'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ query: s.ZLocationsAdminQuery, response: s.ZConsoleLocations })),
})

export const getConsoleLocation = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/locations/:id',
  summary: 'A location with its five names, for its form (admins)',
  tags,
  session: 'required',
  resources: ['locations'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, response: s.ZConsoleLocation })),
})

export const createLocation = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/locations',
  summary: 'Add a location: names in five languages, kind, coordinates, IANA time zone, picture (admins)',
  tags,
  session: 'required',
  resources: ['locations'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ body: s.ZLocationBody, response: s.ZConsoleLocation })),
})

export const updateLocation = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/locations/:id',
  summary: 'Change a location (admins)',
  tags,
  session: 'required',
  resources: ['locations'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, body: s.ZLocationBody, response: s.ZConsoleLocation })),
})

export const deleteLocation = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/console/locations/:id',
  summary: 'Delete a location (admins): 409 while cars are offered there or bookings name it',
  tags,
  session: 'required',
  resources: ['locations'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, response: s.ZDeleted })),
})

export const uploadLocationImage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/location-images',
  summary: 'Upload a location picture (multipart field "image", at most 5 MB): stored as 400×240 and 2× WebP, named in the location form (admins)',
  tags,
  session: 'required',
  resources: [],
  roles: admins,
  multipart: true,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ response: s.ZImage })),
})

export const listJobs = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/jobs',
  summary:
    'Work after a commit that keeps failing (admins): parked after its last try, or failing and waiting for a retry; newest first, 30 a page, never its payload',
  tags,
  session: 'required',
  resources: ['jobs'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ query: s.ZJobsQuery, response: s.ZConsoleJobs })),
})

export const retryJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/jobs/:id/retry',
  summary: 'Make parked or failing work due now, its tries counted afresh (admins); done or running work, or none, is 404',
  tags,
  session: 'required',
  resources: ['jobs'],
  roles: admins,
  schemas: /* @__PURE__ */ from(admin, (s) => ({ params: s.ZIdParams, response: s.ZConsoleJob })),
})

export const getCurrencyRates = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/console/currency-rates',
  summary: 'The display currencies with their dated rates, the address they are fetched from and its last fetch (admins)',
  tags,
  session: 'required',
  resources: ['currencyRates'],
  roles: admins,
  schemas: /* @__PURE__ */ from(currencies, (s) => ({ response: s.ZCurrencyRatesResult })),
})

export const updateCurrencyRates = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/console/currency-rates',
  summary: 'Set display rates by hand (dated now) and the address to fetch them from (admins); payments stay in the marketplace currency',
  tags,
  session: 'required',
  resources: ['currencyRates'],
  roles: admins,
  schemas: /* @__PURE__ */ from(currencies, (s) => ({ body: s.ZCurrencyRatesBody, response: s.ZCurrencyRatesResult })),
})

export const fetchCurrencyRates = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/console/currency-rates/fetch',
  summary: 'Fetch the display rates from the saved address now (admins); a failed fetch keeps the rates and says why',
  tags,
  session: 'required',
  resources: ['currencyRates'],
  roles: admins,
  schemas: /* @__PURE__ */ from(currencies, (s) => ({ response: s.ZCurrencyRatesResult })),
})
