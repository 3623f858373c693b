/**
 * A counted page of a list, as the list contracts answer it: its items, the total, the page and
 * its size, and the next page's number (null at the end).
 */
export function countedPage<T>(items: T[], total: number, page: number, size: number) {
  return { items, total, page, pageSize: size, nextPage: page * size < total ? page + 1 : null }
}

/** How many rows come before a page: `.limit(size).offset(offsetOf(page, size))`. */
export const offsetOf = (page: number, size: number): number => (page - 1) * size
