import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { Field, useField } from './Field'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: ReactNode; multiline?: false }

/** The look of every text box, without a width (inputClass adds the full width). */
export const fieldClass = 'field' // components.css
export const inputClass = `w-full ${fieldClass}`

/** A box for a code typed from paper (a booking reference, a flight): capitals, no suggestions or spelling marks. */
export const codeInput = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const

/** A labelled input with its hint and error wired for screen readers (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, required, ...input }, ref) {
  const field = useField({ id, hint, error, required })
  return (
    <Field id={field.id} label={label} hint={hint} error={error} required={required}>
      <input ref={ref} {...field.control} className={inputClass} {...input} />
    </Field>
  )
})
