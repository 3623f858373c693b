import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { fieldClass } from './TextField'

type Props = { id: string; label: string; placeholder: string; submitLabel: string; initial: string; onSearch: (text: string) => void }

/** A keyword box of a list's filters: the text is kept as typed, and searched (trimmed) on Enter or the round button. */
export function SearchBox({ id, label, placeholder, submitLabel, initial, onSearch }: Props) {
  const [text, setText] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className={`${fieldClass} min-w-0 flex-1`}
      />
      <button
        type="submit"
        aria-label={submitLabel}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white hover:bg-black"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  )
}
