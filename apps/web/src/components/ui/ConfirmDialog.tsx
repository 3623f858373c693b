import { Button } from './Button'
import { ModalDialog } from './ModalDialog'

type Props = { open: boolean; title: string; text: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void }

/** A question before something that cannot be undone, in the browser's modal dialog (ModalDialog). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  return (
    <ModalDialog open={open} title={title} text={text} onCancel={onCancel}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
