/**
 * The console's screens, one chunk (app/pages.ts routes each of them): the public pages carry
 * nothing of the console but the names of this chunk.
 */
import './consoleTexts'
export { default as ConsolePage } from './ConsolePage'
export { default as CarPage } from './cars/CarPage'
export { default as ProfilePage } from './profile/ProfilePage'
export { default as SuppliersPage } from './users/SuppliersPage'
export { default as UsersPage } from './users/UsersPage'
export { default as LocationsPage } from './locations/LocationsPage'
export { default as LocationPage } from './locations/LocationPage'
export { default as JobsPage } from './jobs/JobsPage'
export { default as ReviewsPage } from './reviews/ReviewsPage'
export { default as CurrencyRatesPage } from './currencies/CurrencyRatesPage'
export { default as SchedulePage } from './schedule/SchedulePage'
export { default as AuditPage } from './audit/AuditPage'
