import { useEffect, useId, useRef } from 'react'
import { Button } from './ui/Button'

type Props = { open: boolean; title: string; text: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void }

/**
 * A question before something that cannot be undone: the browser's own modal dialog (focus kept
 * inside, Escape cancels, the page behind inert), no dialog library.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-card bg-white p-6 shadow-card backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2">
        {text}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
