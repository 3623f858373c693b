import { sendContactMessage } from '@wheelbase/core/contracts/contact'
import { useChange } from '../../lib/api/useChange'

export const useSendContactMessage = () => useChange(sendContactMessage)
