/**
 * The choices of the console's lists, apart from their schemas: a list page reads them when it
 * renders, and the zod schemas that check them load on their own when a call needs them (a module
 * both imported by a page and loaded later would be bundled with the page, schemas and all).
 */

/** The fleet's sort orders. */
export const FLEET_SORTS = ['name', 'price', 'newest'] as const
/** The users' sort orders. */
export const USER_SORTS = ['name', 'newest'] as const
/** The locations' sort orders. */
export const LOCATION_SORTS = ['name', 'newest'] as const
/** What an admin looks at: work given up on after its last try, or work that failed and waits for its next one. */
export const JOB_VIEWS = ['parked', 'failing'] as const
export type TJobView = (typeof JOB_VIEWS)[number]
