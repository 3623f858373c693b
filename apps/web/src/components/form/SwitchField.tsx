import { useId } from 'react'
import { FieldHint, hintId } from './FieldMessage'

type Props = {
  label: string
  hint?: string | undefined
  checked: boolean
  disabled?: boolean | undefined
  onChange: (checked: boolean) => void
}

/** A setting that is on or off: its label and hint beside a switch, announced as one. */
export function SwitchField({ label, hint, checked, disabled, onChange }: Props) {
  const id = useId()
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="block cursor-pointer font-medium">
          {label}
        </label>
        <FieldHint control={id} hint={hint} />
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? hintId(id) : undefined}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
    </div>
  )
}
