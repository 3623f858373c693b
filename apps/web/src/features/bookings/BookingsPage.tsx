import { PlannedPage } from '../../components/PlannedPage'

export default function BookingsPage() {
  return <PlannedPage pageKey="bookings" needsSession wide />
}
