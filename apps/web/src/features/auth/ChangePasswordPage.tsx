import { PlannedPage } from '../../components/PlannedPage'

export default function ChangePasswordPage() {
  return <PlannedPage pageKey="changePassword" needsSession />
}
