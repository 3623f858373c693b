/** A field's error, tied to its input by id (aria-describedby); nothing when there is none. */
export function FieldErrorText({ id, error }: { id?: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  )
}
