import { BadgeEuro, CalendarCheck, Headphones, Languages, MapPin, ShieldCheck, Plane, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../lib/usePageTitle'

type Blurb = { icon: LucideIcon; title: string; text: string }

function Blurbs({ title, items }: { title: string; items: Blurb[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 desk:px-6">
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-6 grid gap-4 desk:grid-cols-3">
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <li key={itemTitle} className="rounded-card bg-white p-6 shadow-card">
            <Icon aria-hidden className="size-8 text-primary" />
            <h3 className="mt-3 text-lg font-bold">{itemTitle}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function HomePage() {
  const { t } = useTranslation('home')
  usePageTitle(t('title'))
  return (
    <>
      <section className="bg-gradient-to-b from-white to-page">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-10 desk:px-6 desk:pt-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight desk:text-5xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t('subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/suppliers" className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-white hover:bg-black">
              {t('browseSuppliers')}
            </Link>
            <Link
              to="/locations"
              className="inline-flex min-h-12 items-center gap-2 rounded-full border border-primary bg-white px-6 font-semibold hover:bg-focused"
            >
              <MapPin aria-hidden className="size-5" />
              {t('seeLocations')}
            </Link>
          </div>
        </div>
      </section>
      <Blurbs
        title={t('whyUs.title')}
        items={[
          { icon: BadgeEuro, title: t('whyUs.priceTitle'), text: t('whyUs.priceText') },
          { icon: CalendarCheck, title: t('whyUs.flexTitle'), text: t('whyUs.flexText') },
          { icon: ShieldCheck, title: t('whyUs.localTitle'), text: t('whyUs.localText') },
        ]}
      />
      <Blurbs
        title={t('services.title')}
        items={[
          { icon: Plane, title: t('services.airportTitle'), text: t('services.airportText') },
          { icon: ShieldCheck, title: t('services.extrasTitle'), text: t('services.extrasText') },
          { icon: Languages, title: t('services.languagesTitle'), text: t('services.languagesText') },
        ]}
      />
      <section className="mx-auto max-w-6xl px-4 py-10 desk:px-6">
        <div className="flex flex-col items-start gap-4 rounded-card bg-primary p-8 text-white desk:flex-row desk:items-center">
          <Headphones aria-hidden className="size-10 text-accent" />
          <div className="flex-1">
            <h2 className="text-2xl font-bold">{t('care.title')}</h2>
            <p className="mt-2 text-white/85">{t('care.text')}</p>
          </div>
          <Link to="/contact" className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-semibold text-primary hover:bg-white">
            {t('care.contact')}
          </Link>
        </div>
      </section>
    </>
  )
}
