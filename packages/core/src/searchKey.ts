/**
 * The normalized form that text search matches against: lower case, accents and other combining
 * marks stripped (é → e, ά → α, Hebrew points), final sigma folded, spacing collapsed. Computed
 * here and stored in a column, so matching never depends on the database's collation (PGlite
 * runs with the C collation, PostgreSQL servers with whatever they were given).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function searchKeyOfAll(texts: readonly string[]): string {
  return texts.map(searchKey).join(' | ')
}
