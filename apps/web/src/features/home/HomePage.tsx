import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link, useNavigate } from 'react-router'
import type { TMapActions } from '../../components/map/LeafletMap'
import { LocationsMap } from '../../components/map/LocationsMap'
import { useHydrated } from '../../lib/hydration'
import { localStore } from '../../lib/localStore'
import { usePageTitle } from '../../lib/usePageTitle'
import { useLocations } from '../../lib/places'
import { searchPath } from '../../lib/search/criteria'
import { SearchForm, type TFormStart } from '../../components/search/SearchForm'
import { SupplierLogos } from '../../components/SupplierLogos'
import { Icon, type TIcon } from '../../components/icons/Icon'
import { Card } from '../../components/ui/Card'

type Blurb = { icon: TIcon; title: string; text: string }

function Blurbs({ title, items }: { title: string; items: Blurb[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 desk:px-6">
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-6 grid gap-4 desk:grid-cols-3">
        {items.map(({ icon, title: itemTitle, text }) => (
          <Card as="li" key={itemTitle} className="p-6">
            <Icon name={icon} className="size-8 text-primary" />
            <h3 className="mt-3 text-lg font-bold">{itemTitle}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </Card>
        ))}
      </ul>
    </section>
  )
}

/** A home-page section whose heading has a "see all" link beside it. */
function LinkedSection({ title, link, children }: { title: string; link: { to: string; text: string }; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 desk:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-bold">{title}</h2>
        <Link to={link.to} className="font-semibold underline underline-offset-4">
          {link.text}
        </Link>
      </div>
      {children}
    </section>
  )
}

/** The last search: its places always, its dates while they are still ahead. */
function rememberedSearch(): TFormStart | undefined {
  const last = localStore.lastSearch()
  if (!last) return undefined
  const ahead = Date.parse(last.from) > Date.now()
  return { pickup: last.pickup, dropoff: last.dropoff, ...(ahead ? { from: last.from, to: last.to } : {}) }
}

export default function HomePage() {
  const { t } = useTranslation('home')
  usePageTitle(t('title'))
  const navigate = useNavigate()
  const formRef = useRef<HTMLDivElement>(null)
  // The last search lives in this browser: the server's HTML shows a new search, and the form
  // takes the last one once hydrated, unless the visitor has begun to fill it in.
  const hydrated = useHydrated()
  const remembered = useMemo(() => (hydrated ? rememberedSearch() : undefined), [hydrated])
  const [picked, setStart] = useState<TFormStart>()
  const locations = useLocations()
  const actions = useMemo<TMapActions>(() => {
    const showForm = () => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    return [
      {
        label: t('map.setPickup'),
        onSelect: (location) => {
          setStart({ pickup: location._id })
          showForm()
        },
      },
      {
        label: t('map.setDropoff'),
        onSelect: (location) => {
          setStart({ dropoff: location._id })
          showForm()
        },
      },
    ]
  }, [t])
  return (
    <>
      <section className="bg-gradient-to-b from-white to-page">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 desk:px-6 desk:pt-14">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight desk:text-5xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('subtitle')}</p>
          <Card ref={formRef} className="mt-8 p-4 desk:p-6">
            <SearchForm start={picked} suggested={remembered} onSearch={(value) => void navigate(searchPath(value))} />
          </Card>
        </div>
      </section>
      <LinkedSection title={t('map.title')} link={{ to: '/locations', text: t('seeLocations') }}>
        <p className="mt-2 text-muted">{t('map.text')}</p>
        <LocationsMap label={t('map.title')} locations={locations.data?.items ?? []} actions={actions} className="mt-6 h-80 desk:h-[28rem]" />
      </LinkedSection>
      <LinkedSection title={t('suppliers.title')} link={{ to: '/suppliers', text: t('browseSuppliers') }}>
        <SupplierLogos className="mt-6" />
      </LinkedSection>
      <Blurbs
        title={t('whyUs.title')}
        items={[
          { icon: 'badge-euro', title: t('whyUs.priceTitle'), text: t('whyUs.priceText') },
          { icon: 'calendar-check', title: t('whyUs.flexTitle'), text: t('whyUs.flexText') },
          { icon: 'shield-check', title: t('whyUs.localTitle'), text: t('whyUs.localText') },
        ]}
      />
      <Blurbs
        title={t('services.title')}
        items={[
          { icon: 'plane', title: t('services.airportTitle'), text: t('services.airportText') },
          { icon: 'shield-check', title: t('services.extrasTitle'), text: t('services.extrasText') },
          { icon: 'languages', title: t('services.languagesTitle'), text: t('services.languagesText') },
        ]}
      />
      <section className="mx-auto max-w-6xl px-4 py-10 desk:px-6">
        <div className="flex flex-col items-start gap-4 rounded-card bg-primary p-8 text-white desk:flex-row desk:items-center">
          <Icon name="headphones" className="size-10 text-accent" />
          <div className="flex-1">
            <h2 className="text-2xl font-bold">{t('care.title')}</h2>
            <p className="mt-2 text-white/85">{t('care.text')}</p>
          </div>
          {/* On the dark card the focus ring's outer ring is white: #242424 would not show on it. */}
          <Link
            to="/contact"
            className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-semibold text-primary hover:bg-white focus-visible:outline-white"
          >
            {t('care.contact')}
          </Link>
        </div>
      </section>
    </>
  )
}
