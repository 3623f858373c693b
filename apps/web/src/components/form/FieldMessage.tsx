import type { ReactNode } from 'react'

/** A field's hint, tied to its control by the id `${control}-hint` (aria-describedby); nothing when there is none. */
export function FieldHint({ control, hint }: { control: string; hint?: ReactNode }) {
  if (!hint) return null
  return (
    <p id={hintId(control)} className="text-sm text-muted">
      {hint}
    </p>
  )
}

/** The id of a control's hint. */
export const hintId = (control: string) => `${control}-hint`

/** A field's error, tied to its input by id (aria-describedby); nothing when there is none. */
export function FieldErrorText({ id, error }: { id?: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  )
}
