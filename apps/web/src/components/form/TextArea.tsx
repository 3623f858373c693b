import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { inputClass } from './TextField'
import { FieldErrorText } from './FieldMessage'

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }

export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea({ label, error, id, required, ...rest }, ref) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-medium">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} py-3`}
        {...rest}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
})
