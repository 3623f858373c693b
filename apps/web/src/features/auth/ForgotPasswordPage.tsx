import { PlannedPage } from '../../components/PlannedPage'

export default function ForgotPasswordPage() {
  return <PlannedPage pageKey="forgotPassword" />
}
