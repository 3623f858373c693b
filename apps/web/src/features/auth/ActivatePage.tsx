import { PlannedPage } from '../../components/PlannedPage'

export default function ActivatePage() {
  return <PlannedPage pageKey="activate" />
}
