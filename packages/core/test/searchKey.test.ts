import { describe, expect, it } from 'vitest'
import { searchKey } from '../src/searchKey'

describe('search key', () => {
  it('folds case and accents in every language', () => {
    expect(searchKey('Athènes')).toBe('athenes')
    expect(searchKey('ΑΘΉΝΑ')).toBe(searchKey('αθηνα'))
    expect(searchKey('Πειραιάς')).toBe('πειραιασ')
    expect(searchKey('  Aéroport   d’Héraklion ')).toBe('aeroport d heraklion')
    expect(searchKey('雅典')).toBe('雅典')
    expect(searchKey('אָתוּנָה')).toBe('אתונה')
  })
})
