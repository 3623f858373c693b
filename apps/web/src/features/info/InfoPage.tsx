import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { PageShell } from '../../components/PageShell'
import { Card } from '../../components/ui/Card'

export type TInfoPageKey = 'about' | 'tos' | 'personalData' | 'cookies'
type TSection = { heading: string; body: string[] }

/** The informational pages: their text lives in the `info` namespace, one per language. */
export function InfoPage({ page, values, children }: { page: TInfoPageKey; values?: Record<string, string>; children?: ReactNode }) {
  const { t } = useTranslation('info')
  // The values fill the texts' placeholders (the personal-data page's periods, from the settings).
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as TSection[]
  return (
    <PageShell title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
      <Card className="flex flex-col gap-8 p-6 desk:p-10">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-bold">{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        {children}
      </Card>
    </PageShell>
  )
}
