import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useListFocus } from '../../lib/form/useListFocus'
import { Button } from '../ui/Button'
import { FieldErrorText } from './FieldMessage'
import { fieldClass } from './TextField'

/** One box of a row, labelled with its row's number: a choice among options, or a text box. */
export type TRowBox = { key: string; label: string; value: string; onChange: (value: string) => void; error?: string | undefined } & (
  { options: { value: string; label: string }[] } | { input: InputHTMLAttributes<HTMLInputElement> }
)

/**
 * A list of rows the user adds and removes (a car's seasons, a supplier's fees for pairs of
 * places): each row's boxes with their errors, its remove button, and the add button. Focus
 * follows the change: into an added row, to the add button when a row goes.
 */
export function RowsField({
  legend,
  hint,
  empty,
  count,
  row,
  boxRef,
  onAdd,
  onRemove,
  addLabel,
  removeLabel,
}: {
  legend: string
  hint: string
  /** Said when there is no row yet. */
  empty?: string
  count: number
  row: (index: number) => TRowBox[]
  /** The form's ref for a box, by its row and key (so a failed check can focus it). */
  boxRef: (index: number, key: string) => (element: HTMLElement | null) => void
  onAdd: () => void
  onRemove: (index: number) => void
  addLabel: string
  removeLabel: (index: number) => string
}) {
  const id = useId()
  const { listRef, addRef, added, removed } = useListFocus(count)
  const box = (index: number, b: TRowBox): ReactNode => {
    const errorId = `${id}-${index}-${b.key}`
    const common = {
      ref: boxRef(index, b.key),
      value: b.value,
      'aria-invalid': b.error ? true : undefined,
      'aria-describedby': b.error ? errorId : undefined,
      className: `${fieldClass} w-full`,
    }
    return (
      <label key={b.key} className="flex flex-col gap-1 text-sm">
        {b.label}
        {'options' in b ? (
          <select {...common} className={`${common.className} max-desk:px-2`} onChange={(e) => b.onChange(e.target.value)}>
            {b.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input {...b.input} {...common} onChange={(e) => b.onChange(e.target.value)} />
        )}
        <FieldErrorText id={errorId} error={b.error} />
      </label>
    )
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{legend}</legend>
      <p className="text-sm text-muted">{hint}</p>
      {count === 0 && empty && <p className="text-sm">{empty}</p>}
      {/* On a phone the rows reach nearly to the card's edges, as rows ruled above and below: a place's long
          name ('Thessaloniki Airport "Macedonia"') must fit its box whole at 320 px. */}
      <ol ref={listRef} className="flex flex-col gap-3 max-desk:-mx-3">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="grid items-start gap-3 border-y border-line py-3 max-desk:px-0 desk:grid-cols-[1fr_1fr_1fr_auto] desk:rounded-xl desk:border desk:px-3"
          >
            {row(index).map((b) => box(index, b))}
            <Button
              variant="plain"
              className="desk:mt-6"
              onClick={() => {
                onRemove(index)
                removed()
              }}
            >
              {removeLabel(index)}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          ref={addRef}
          type="button"
          variant="secondary"
          onClick={() => {
            added()
            onAdd()
          }}
        >
          {addLabel}
        </Button>
      </div>
    </fieldset>
  )
}
