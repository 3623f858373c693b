import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cardClass } from './Card'

type Props = {
  open: boolean
  title: string
  text: string
  /** Escape, or the caller's own cancel button. */
  onCancel: () => void
  wide?: boolean
  /** What follows the title and text: the buttons, or a form with its own. */
  children: ReactNode
}

/**
 * The browser's own modal dialog, titled and described for assistive technology: focus kept
 * inside, Escape cancels, the page behind inert; no dialog library. Open while `open` is true.
 */
export function ModalDialog({ open, title, text, onCancel, wide = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  // Closed with its owner, so the page behind is never left inert.
  useEffect(() => {
    const dialog = ref.current
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
      className={cardClass(`m-auto ${wide ? 'w-[min(32rem,calc(100%-2rem))]' : 'w-[min(28rem,calc(100%-2rem))]'} p-6 backdrop:bg-black/40`)}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2">
        {text}
      </p>
      {children}
    </dialog>
  )
}
