import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { fieldClass } from './TextField'
import { FieldHint, hintId } from './FieldMessage'
import { Button } from '../ui/Button'

type Props = { id: string; label: string; hint?: string; submitLabel: string; initial: string; onSearch: (text: string) => void }

/**
 * A keyword box of a list's filters: the text is kept as typed, and searched (trimmed) on Enter or the round button.
 * Its label and hint are shown above it, as the filters beside it show theirs, and wrap: a placeholder would be cut
 * in a narrow column or a long language (issue 29).
 */
export function SearchBox({ id, label, hint, submitLabel, initial, onSearch }: Props) {
  const [text, setText] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <FieldHint control={id} hint={hint} />
      <div className="flex gap-2">
        {/* No width of its own (w-0): the box takes the room the button leaves, however narrow the column. */}
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={hint ? hintId(id) : undefined}
          className={`${fieldClass} w-0 min-w-0 flex-1`}
        />
        <Button type="submit" size="icon" aria-label={submitLabel}>
          <Search aria-hidden className="size-5" />
        </Button>
      </div>
    </form>
  )
}
