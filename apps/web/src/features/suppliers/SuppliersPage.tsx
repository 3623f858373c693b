import { PlannedPage } from '../../components/PlannedPage'

export default function SuppliersPage() {
  return <PlannedPage pageKey="suppliers" wide />
}
