import { PlannedPage } from '../../components/PlannedPage'

export default function LocationsPage() {
  return <PlannedPage pageKey="locations" wide />
}
