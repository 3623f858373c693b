import { InfoPage } from './InfoPage'

export default function TosPage() {
  return <InfoPage page="tos" />
}
