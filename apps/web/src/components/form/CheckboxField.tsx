import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldErrorText } from './FieldMessage'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string | undefined }

export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField({ label, error, id, ...input }, ref) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1">
      <div className="flex min-h-11 items-center gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-5 shrink-0 cursor-pointer accent-primary"
          {...input}
        />
        <label htmlFor={inputId} className="cursor-pointer">
          {label}
        </label>
      </div>
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
})
