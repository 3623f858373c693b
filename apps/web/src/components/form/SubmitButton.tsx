import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/Button'

/** The form's main action, as wide as the form, with a spinner while it runs (and no second submit meanwhile). */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" wide busy={busy} disabled={disabled}>
      {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
      {children}
    </Button>
  )
}
