import { useState } from 'react'
import { toastFailure } from './api/failure'
import { toast } from './toast'

/**
 * An action outside a form (a row's switch, a bin, a retry): busy while it runs, its outcome
 * said in a toast — `done` on success (none when empty), the server's refusal otherwise, after `undo` puts back what
 * the screen changed ahead of the answer.
 */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, done: string, undo?: () => void): Promise<void> => {
    setBusy(true)
    try {
      await work()
      if (done) toast.success(done)
    } catch (e) {
      undo?.()
      toastFailure(e)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
