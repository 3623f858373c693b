import { useEffect, useId, useRef } from 'react'

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
        <button type="button" onClick={onCancel} className="min-h-11 rounded-full border border-primary px-5 font-semibold hover:bg-focused">
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
