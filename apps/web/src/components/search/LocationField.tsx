import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { inputClass } from '../../components/form/TextField'
import { useEarlyInput } from '../../lib/hydration'
import { useLocation, useLocations, useRememberLocation } from '../../lib/places'
import { FieldErrorText } from '../../components/form/FieldMessage'
import { Icon, type TIcon } from '../icons/Icon'

const KIND_ICONS = { airport: 'plane', port: 'ship', city: 'building-complex' } as const satisfies Record<string, TIcon>

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type Props = {
  label: string
  value: string | undefined
  onChange: (location: TLocation | null) => void
  /** Text typed (before a place is chosen, if ever). */
  onType?: () => void
  error?: string | undefined
  /** The field's name in a search sent before the app runs: the place's id; the typed text is `${name}Name`. */
  name: string
}

/**
 * A location picked by typing part of its name in any language (ARIA 1.2 combobox with a list
 * popup). Written here rather than taken from a component library: it sits on the home page,
 * whose JavaScript budget a library combobox alone would use up.
 */
export function LocationField({ label, value, onChange, onType, error, name }: Props) {
  const { t } = useTranslation('search')
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const remember = useRememberLocation()
  const selectedName = useLocation(value).data?.name ?? ''
  const [text, setText] = useState<string | null>(null) // null: not editing, the input shows the selection
  // What is searched: the text once an input method (Chinese, Greek accents…) has committed it,
  // never the half-composed syllables in between.
  const [committed, setCommitted] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = useDebounced(committed, 150)
  // Asked for when the list opens (focus, typing, arrows): a page that only shows the form asks nothing.
  const { data, isFetching } = useLocations(query, 10, open)
  const options = open ? (data?.items ?? []) : []
  const inputRef = useRef<HTMLInputElement>(null)

  const optionId = (location: TLocation) => `${id}-${location._id}`

  // The active option stays in sight as the arrows move through a list taller than its box.
  const activeId = options[active] ? optionId(options[active]) : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const edit = (value: string, composing: boolean) => {
    setText(value)
    if (!composing) setCommitted(value)
    setOpen(true)
    setActive(-1)
    onType?.()
  }

  // Typed before the app started: searched as if typed now (the list opens while the box has focus).
  useEarlyInput(inputRef, (typed) => {
    edit(typed, false)
    if (document.activeElement !== inputRef.current) setOpen(false)
  })

  const choose = (location: TLocation) => {
    remember(location)
    onChange(location)
    setText(null)
    setCommitted('')
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm or move inside an input method's candidates are the input method's.
    if (event.nativeEvent.isComposing) return
    if ((event.key === 'Home' || event.key === 'End') && open && options.length) {
      event.preventDefault()
      setActive(event.key === 'Home' ? 0 : options.length - 1)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (options.length ? (current + step + options.length) % options.length : -1))
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setText(null)
      setCommitted('')
    }
  }

  const onBlur = () => {
    setOpen(false)
    setActive(-1)
    if (text !== null && text.trim() === '') onChange(null)
    setText(null)
    setCommitted('')
  }

  const activeOption = options[active]
  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <Icon name="map-pin" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        {/* Sent by a search before the app runs (lib/search/searchForm.ts): the place chosen, and the text typed. */}
        <input type="hidden" name={name} value={value ?? ''} />
        <input
          ref={inputRef}
          id={id}
          name={`${name}Name`}
          role="combobox"
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('form.locationPlaceholder')}
          className={`${inputClass} ps-10`}
          value={text ?? selectedName}
          onChange={(event) => edit(event.target.value, (event.nativeEvent as InputEvent).isComposing === true)}
          onCompositionEnd={(event) => edit(event.currentTarget.value, false)}
          onFocus={(event) => {
            event.target.select()
            setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* Focus stays in the box (the options are its active descendants). A list taller than its
          box scrolls, and Chromium makes a scrolling box a tab stop: Tab would land on the list,
          whose box then closes it as focus leaves, dropping focus to the page. So the list is no
          tab stop, and a press on it (its scroll bar, its padding) leaves focus in the box. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        tabIndex={-1}
        hidden={options.length === 0}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-xl border border-line bg-white py-1 shadow-card"
      >
        {options.map((location, index) => {
          const selected = location._id === value
          return (
            <li
              key={location._id}
              id={optionId(location)}
              role="option"
              // Only the chosen place is "selected"; the one the arrows are on is the active descendant.
              aria-selected={selected || undefined}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 ${selected ? 'bg-accent font-semibold' : index === active ? 'bg-focused' : 'hover:bg-focused'}`}
              // mousedown, not click: the list keeps focus in the box, so its blur does not close the list first
              onMouseDown={() => choose(location)}
              onMouseMove={() => setActive(index)}
            >
              <Icon name={KIND_ICONS[location.kind]} className="size-4 shrink-0 text-muted" />
              <span>{location.name}</span>
            </li>
          )
        })}
      </ul>
      {open && !isFetching && options.length === 0 && (
        <p role="status" className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-white px-4 py-3 text-muted shadow-card">
          {t('form.noLocation')}
        </p>
      )}
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
}
