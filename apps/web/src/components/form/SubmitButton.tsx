import type { ReactNode } from 'react'
import { Button } from '../ui/Button'
import { Icon } from '../icons/Icon'

/** The form's main action, as wide as the form, with a spinner while it runs (and no second submit meanwhile). */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" wide busy={busy} disabled={disabled}>
      {busy && <Icon name="loader-circle" className="size-5 animate-spin" />}
      {children}
    </Button>
  )
}
