import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { FieldErrorText } from './FieldMessage'
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
  const autoId = useId()
  const selectId = id ?? autoId
  const errorId = `${selectId}-error`
  return (
    <div className={`flex flex-col ${compact ? 'gap-1' : 'gap-1.5'} ${className ?? ''}`}>
      <label htmlFor={selectId} className={compact ? 'text-sm font-semibold' : 'font-medium'}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        className={compact ? fieldClass : inputClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
})
