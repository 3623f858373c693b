import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/** The form's main action, with a spinner while it runs (and no second submit meanwhile). */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-white hover:bg-black disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {children}
    </button>
  )
}
