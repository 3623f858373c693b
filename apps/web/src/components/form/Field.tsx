import { useId, type ReactNode } from 'react'
import { FieldErrorText, FieldHint, hintId } from './FieldMessage'

type TFieldParts = { id?: string | undefined; hint?: ReactNode; error?: string | undefined; required?: boolean | undefined }

/**
 * The wiring every labelled control shares: its id (given or made), and the attributes that tie it
 * to its hint and error for screen readers (aria-describedby, aria-invalid, aria-required).
 */
export function useField({ id, hint, error, required }: TFieldParts) {
  const autoId = useId()
  const controlId = id ?? autoId
  const describedBy = [hint ? hintId(controlId) : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') || undefined
  return {
    id: controlId,
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy,
    },
  } as const
}

/** A control with its label above (a star when required), its hint and its error below: the one layout of every field. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  compact = false,
  className = '',
  children,
}: TFieldParts & { id: string; label: string; compact?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col ${compact ? 'gap-1' : 'gap-1.5'} ${className}`}>
      <label htmlFor={id} className={compact ? 'text-sm font-semibold' : 'font-medium'}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children}
      <FieldHint control={id} hint={hint} />
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  )
}
