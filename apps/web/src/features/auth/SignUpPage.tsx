import { PlannedPage } from '../../components/PlannedPage'

export default function SignUpPage() {
  return <PlannedPage pageKey="signUp" />
}
