import { PlannedPage } from '../../components/PlannedPage'

export default function BookingPage() {
  return <PlannedPage pageKey="booking" needsSession />
}
