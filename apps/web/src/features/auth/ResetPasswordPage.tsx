import { PlannedPage } from '../../components/PlannedPage'

export default function ResetPasswordPage() {
  return <PlannedPage pageKey="resetPassword" />
}
