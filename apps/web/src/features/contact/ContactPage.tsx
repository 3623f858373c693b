import { PlannedPage } from '../../components/PlannedPage'

export default function ContactPage() {
  return <PlannedPage pageKey="contact" />
}
