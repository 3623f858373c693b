import { InfoPage } from './InfoPage'

export default function CookiesPage() {
  return <InfoPage page="cookies" />
}
