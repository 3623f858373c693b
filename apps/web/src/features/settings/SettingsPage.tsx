import { PlannedPage } from '../../components/PlannedPage'

export default function SettingsPage() {
  return <PlannedPage pageKey="settings" needsSession />
}
