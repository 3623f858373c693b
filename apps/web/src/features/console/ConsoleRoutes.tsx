import { useRoutes, type RouteObject } from 'react-router'
import { NotFoundPage } from '../../app/NotFoundPage'

import ConsolePage from './ConsolePage'
import CarPage from './cars/CarPage'
import ProfilePage from './profile/ProfilePage'
import SuppliersPage from './users/SuppliersPage'
import UsersPage from './users/UsersPage'
import LocationsPage from './locations/LocationsPage'
import LocationPage from './locations/LocationPage'
import JobsPage from './jobs/JobsPage'

/**
 * The console's screens under /console: one route of the app's router leads here, so the public
 * pages carry nothing of the console but that entry. The screens are one chunk: each more chunk would
 * be one more name in the map of chunks that every page's entry script carries.
 */
/** The console's screens, relative to /console (core's APP_PAGES lists them for the server). */
export const consoleRoutes: RouteObject[] = [
  { index: true, element: <ConsolePage /> },
  { path: 'cars/new', element: <CarPage /> },
  { path: 'cars/:id', element: <CarPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'suppliers', element: <SuppliersPage /> },
  { path: 'suppliers/:id', element: <ProfilePage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'locations', element: <LocationsPage /> },
  { path: 'locations/new', element: <LocationPage /> },
  { path: 'locations/:id', element: <LocationPage /> },
  { path: 'jobs', element: <JobsPage /> },
  { path: '*', element: <NotFoundPage /> },
]

export default function ConsoleRoutes() {
  // Route objects and useRoutes (the router's own machinery), not <Routes>: that component would
  // add react-router's JSX-to-routes code to the entry script every visitor downloads.
  return useRoutes(consoleRoutes)
}
