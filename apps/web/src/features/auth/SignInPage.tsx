import { PlannedPage } from '../../components/PlannedPage'

export default function SignInPage() {
  return <PlannedPage pageKey="signIn" />
}
