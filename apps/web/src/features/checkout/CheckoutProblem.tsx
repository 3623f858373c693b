import { useTranslation } from '../../i18n/useTranslation'
import { PageShell } from '../../components/PageShell'
import { LinkButton } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'
import { Icon } from '../../components/icons/Icon'

/** A dead end explained, with the way on (a new search). */
export function CheckoutProblem({ title, text, action }: { title: string; text: string; action?: { label: string; to: string } }) {
  const { t } = useTranslation('checkout')
  return (
    <PageShell title={t('title')}>
      <Card role="alert" className="flex flex-col items-start gap-4 p-6">
        <Icon name="calendar-x-2" className="size-10 text-muted" />
        <h2 className="text-xl font-bold">{title}</h2>
        <p>{text}</p>
        <LinkButton to={action?.to ?? '/'}>{action?.label ?? t('problem.search')}</LinkButton>
      </Card>
    </PageShell>
  )
}
