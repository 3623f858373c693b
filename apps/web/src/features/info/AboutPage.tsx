import { InfoPage } from './InfoPage'

export default function AboutPage() {
  return <InfoPage page="about" />
}
