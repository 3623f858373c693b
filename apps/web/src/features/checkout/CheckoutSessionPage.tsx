import { PlannedPage } from '../../components/PlannedPage'

export default function CheckoutSessionPage() {
  return <PlannedPage pageKey="checkoutSession" />
}
