import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { Field, useField } from './Field'
import { fieldClass, inputClass } from './TextField'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string | undefined
  /** A list's filter: a small label above a select as wide as its options. */
  compact?: boolean
  children?: ReactNode
}

/** A labelled select with its error wired for screen readers (aria-describedby, aria-invalid), as TextField is for text. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, error, compact = false, required, id, className, ...select },
  ref,
) {
  const field = useField({ id, error, required })
  return (
    <Field id={field.id} label={label} error={error} required={required} compact={compact} className={className}>
      <select ref={ref} {...field.control} className={compact ? fieldClass : inputClass} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
})
