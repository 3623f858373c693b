import { sendContactMessage } from '@wheelbase/core/contracts/contact'
import { useChange } from '../../lib/api/calls'

export const useSendContactMessage = () => useChange(sendContactMessage)
