/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' }) {
  if (!message) return null
  const colours = tone === 'error' ? 'border-red-700 bg-red-50 text-red-800' : 'border-green-700 bg-green-50 text-green-800'
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 font-medium ${colours}`}>
      {message}
    </p>
  )
}
