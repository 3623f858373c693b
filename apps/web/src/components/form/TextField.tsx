import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldErrorText } from './FieldMessage'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: ReactNode; multiline?: false }

/** The look of every text box, without a width (inputClass adds the full width). */
export const fieldClass =
  'min-h-12 rounded-xl border border-line bg-white px-4 text-base text-primary placeholder:text-muted focus:border-primary aria-[invalid=true]:border-red-700 disabled:bg-focused'
export const inputClass = `w-full ${fieldClass}`

/** A labelled input with its hint and error wired for screen readers (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, required, ...input }, ref) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-medium">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
})
