/** Ties broken by identifier compare the raw strings (code units), as PostgreSQL compares uuids. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** One collator per language: making one costs more than sorting a page of names with it. */
const collators = new Map<string, Intl.Collator>()

/** Names in a language's alphabetical order, ties by _id, the same on every database. */
export function byName<T extends { _id: string }>(language: string, nameOf: (item: T) => string): (a: T, b: T) => number {
  let collator = collators.get(language)
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
    collators.set(language, collator)
  }
  return (a, b) => collator.compare(nameOf(a), nameOf(b)) || compareIds(a._id, b._id)
}
