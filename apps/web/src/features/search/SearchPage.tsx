import { PlannedPage } from '../../components/PlannedPage'

export default function SearchPage() {
  return <PlannedPage pageKey="search" wide />
}
