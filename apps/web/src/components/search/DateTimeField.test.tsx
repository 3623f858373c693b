import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { LANGUAGES } from '@wheelbase/core/languages'
import { initI18n, loadNamespaces } from '../../i18n/i18n'
import { DateTimeField } from './DateTimeField'

beforeAll(async () => {
  await initI18n('en')
  await loadNamespaces('search')
})
afterEach(cleanup)

const field = (time: string, onChange = vi.fn()) => (
  <DateTimeField legend="Pick-up" name="from" value={{ date: '2027-03-01', time }} minDate="2027-01-01" onChange={onChange} />
)

/** The options a select of every half hour holds, as React renders them as elements. */
const reactOptions = (time: string, label: (minutes: number) => string): string => {
  const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`)
  const html = renderToString(
    <select value={time} onChange={() => undefined}>
      {times.map((value, i) => (
        <option key={value} value={value}>
          {label(i * 30)}
        </option>
      ))}
    </select>,
  )
  return html.slice(html.indexOf('>') + 1, html.lastIndexOf('</select>'))
}

/** Options as the browser reads them: into a select, written back in full. */
const parsed = (options: string): string => {
  const select = document.createElement('select')
  select.innerHTML = options
  return select.innerHTML
}

describe('the time select of a date and time field', () => {
  it('is written by the server as the browser reads the options React writes, the chosen one marked', async () => {
    for (const language of LANGUAGES) {
      await i18n.changeLanguage(language)
      const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      const html = renderToString(field('10:30'))
      const options = html.slice(html.indexOf('<option'), html.lastIndexOf('</select>'))
      const react = reactOptions('10:30', (minutes) => format.format(Date.UTC(2000, 0, 1, 0, minutes)))
      expect(parsed(options)).toBe(parsed(react))
      expect(parsed(options)).toContain('<option value="10:30" selected="">')
      expect(options.match(/selected/g)).toHaveLength(1)
      // Shorter than React's own markup: no quotes, no end tags.
      expect(options).not.toContain('</option>')
      expect(options.length).toBeLessThan(react.length)
    }
    await i18n.changeLanguage('en')
  })

  it('follows its value and tells a choice, in the browser', () => {
    const onChange = vi.fn()
    const { rerender } = render(field('09:00', onChange))
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time' })
    expect(select.value).toBe('09:00')
    expect(screen.getByRole('option', { name: '9:00 AM' })).toHaveProperty('selected', true)
    const options = select.options[0]
    rerender(field('17:30', onChange))
    expect(select.value).toBe('17:30')
    // The options are the same elements: a new time does not write them again.
    expect(select.options[0]).toBe(options)
    fireEvent.change(select, { target: { value: '08:00' } })
    expect(onChange).toHaveBeenCalledWith({ date: '2027-03-01', time: '08:00' })
    expect(screen.getAllByRole('option')).toHaveLength(48)
  })
})
