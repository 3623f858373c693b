import type { ComponentProps } from 'react'
import { Link, type LinkProps } from 'react-router'

/** How an action looks: the page's main action, a second one, one that destroys, or a bare link. */
export type TButtonLook = {
  variant?: 'primary' | 'secondary' | 'danger' | 'dangerOutline' | 'plain'
  size?: 'sm' | 'md' | 'lg' | 'icon'
  wide?: boolean
}

// Their colours are components.css's (a page repeats them tens of times).
const VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  danger: 'btn-danger',
  dangerOutline: 'btn-danger-outline',
  plain: 'underline',
}
const SIZES = { sm: 'min-h-11 px-4 text-sm', md: 'min-h-11 px-5', lg: 'min-h-12 px-6', icon: 'size-12 shrink-0' }

/**
 * The classes of every button and button-like link (docs/decisions/0089): a pill of 44 or 48 px
 * (`btn`, components.css),
 * `extra` for its place in the layout (a margin, `bg-white`, `shrink-0`).
 */
export function buttonClass({ variant = 'primary', size = 'md', wide = false }: TButtonLook = {}, extra = ''): string {
  return `btn ${SIZES[size]} ${VARIANTS[variant]}${wide ? ' w-full' : ''}${extra && ` ${extra}`}`
}

type TButtonProps = ComponentProps<'button'> & TButtonLook & { busy?: boolean | undefined }

/** A button; `busy` refuses a second press meanwhile (SubmitButton adds a spinner). */
export function Button({ variant, size, wide, busy, className, type = 'button', disabled, ...rest }: TButtonProps) {
  return (
    <button
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, wide }, className)}
      {...rest}
    />
  )
}

/** A link of the app that looks like a button ("Back to the home page"). */
export function LinkButton({ variant, size, wide, className, ...link }: LinkProps & TButtonLook) {
  return <Link className={buttonClass({ variant, size, wide }, className)} {...link} />
}
