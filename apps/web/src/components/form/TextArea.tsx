import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { Field, useField } from './Field'
import { inputClass } from './TextField'

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }

export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea({ label, error, id, required, className = '', ...rest }, ref) {
  const field = useField({ id, error, required })
  return (
    <Field id={field.id} label={label} error={error} required={required}>
      <textarea ref={ref} rows={5} {...field.control} className={`${inputClass} py-3 ${className}`} {...rest} />
    </Field>
  )
})
