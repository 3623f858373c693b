import { useTranslation } from '../i18n/useTranslation'
import { AppLink } from '../components/AppLink'
import { useSettings } from '../lib/settings'
import { Icon } from '../components/icons/Icon'
import { LanguagePicker } from './LanguagePicker'
import { SITE_MENU_ID } from './menu'

type FooterLink = { labelKey: string; to: string; external?: boolean }

export function Footer() {
  const { t } = useTranslation()
  const settings = useSettings()
  const columns: { titleKey: string; links: FooterLink[] }[] = [
    {
      titleKey: 'footer.company',
      links: [
        { labelKey: 'footer.aboutUs', to: '/about' },
        { labelKey: 'footer.terms', to: '/tos' },
        { labelKey: 'footer.personalData', to: '/personal-data' },
        { labelKey: 'footer.cookies', to: '/cookies' },
      ],
    },
    {
      titleKey: 'footer.rentals',
      links: [
        { labelKey: 'footer.rentACar', to: '/' },
        { labelKey: 'footer.suppliers', to: '/suppliers' },
        { labelKey: 'footer.locations', to: '/locations' },
      ],
    },
    {
      titleKey: 'footer.help',
      links: [
        { labelKey: 'footer.support', to: `mailto:${settings.contactEmail}`, external: true },
        { labelKey: 'footer.contact', to: '/contact' },
      ],
    },
  ]
  return (
    <footer id={SITE_MENU_ID} className="mt-16 scroll-mt-16 border-t border-line bg-white">
      <nav aria-label={t('footer.navigation')} className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 desk:grid-cols-4 desk:px-6">
        {/* Phones have the language and the currency here (first: the menu button leads here before the app runs) and in the menu. */}
        <div className="desk:hidden">
          <h2 className="foot-heading">{t('menu.languageAndCurrency')}</h2>
          <LanguagePicker />
        </div>
        {columns.map((column) => (
          <div key={column.titleKey}>
            <h2 className="foot-heading">{t(column.titleKey)}</h2>
            <ul className="flex flex-col gap-1">
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  {link.external ? (
                    <a href={link.to} className="foot-link">
                      {t(link.labelKey)}
                    </a>
                  ) : (
                    <AppLink to={link.to} className="foot-link">
                      {t(link.labelKey)}
                    </AppLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="foot-heading flex items-center gap-2">
            <Icon name="lock" className="size-4" />
            {t('footer.securePayment')}
          </h2>
          <p className="text-sm">{t('footer.securePaymentNote')}</p>
          <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold" aria-hidden>
            {['VISA', 'Mastercard', 'AMEX'].map((brand) => (
              <span key={brand} className="rounded border border-line px-2 py-1">
                {brand}
              </span>
            ))}
          </p>
        </div>
      </nav>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
