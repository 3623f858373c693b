import type { AnchorHTMLAttributes } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role' | 'onClick' | 'onKeyDown'> & {
  /** The id of the part of the page it leads to before the app runs. */
  to: string
  onPress: () => void
}

/**
 * A button that opens something (a dialog, a hidden part of the page), written as a link to that
 * part: before the app has started the link takes the visitor there (CSS `:target` can show it),
 * and once it runs the button does its work in place instead.
 */
export function TargetButton({ to, onPress, children, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={`#${to}`}
      role="button"
      onClick={(event) => {
        event.preventDefault()
        onPress()
      }}
      onKeyDown={(event) => {
        // A button answers Space as well as Enter (a link only Enter).
        if (event.key !== ' ') return
        event.preventDefault()
        onPress()
      }}
    >
      {children}
    </a>
  )
}
