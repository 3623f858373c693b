import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '../../i18n/i18n'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initI18n, loadNamespaces } from '../../i18n/i18n'
import { MemorableDateField } from './MemorableDateField'

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('account')
})
afterEach(async () => {
  cleanup()
  await act(() => i18n.changeLanguage('en'))
})

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <MemorableDateField label="Birth date" value={value} onChange={setValue} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('1985-09-30')}>
        prefill
      </button>
    </>
  )
}

const boxes = () => screen.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'))

describe('the birth date in three boxes', () => {
  it('asks in the order the language writes a date, each box labelled and autofilled as a birthday', async () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Birth date' })).toBeTruthy()
    expect(boxes()).toEqual(['bday-month', 'bday-day', 'bday-year'])
    cleanup()
    await act(() => i18n.changeLanguage('fr'))
    await loadNamespaces('account')
    render(<Harness />)
    expect(boxes()).toEqual(['bday-day', 'bday-month', 'bday-year'])
    cleanup()
    await act(() => i18n.changeLanguage('zh'))
    await loadNamespaces('account')
    render(<Harness />)
    expect(boxes()).toEqual(['bday-year', 'bday-month', 'bday-day'])
  })

  it('gives an ISO date once complete, keeps only digits, and shows a value set from outside', () => {
    render(<Harness />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '7' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Month' }), { target: { value: '0a3' } })
    expect(screen.getByRole('status').textContent).toBe('-03-07') // incomplete: refused by the schema
    fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '19901' } })
    expect(screen.getByRole('status').textContent).toBe('1990-03-07')
    fireEvent.click(screen.getByRole('button', { name: 'prefill' }))
    expect(screen.getByRole('textbox', { name: 'Day' }).getAttribute('value')).toBe('30')
    expect(screen.getByRole('textbox', { name: 'Year' }).getAttribute('value')).toBe('1985')
  })
})
