import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Where the server's render collects the page's title, for the HTML's <title> (absent in the browser). */
export const ServerHeadContext = createContext<{ setTitle(title: string): void } | null>(null)

export function usePageTitle(title: string): void {
  const { t } = useTranslation()
  const full = `${title} · ${t('appName')}`
  // On the server there are no effects: the title is noted while rendering (the last page part wins, as in the browser).
  const head = useContext(ServerHeadContext)
  head?.setTitle(full)
  useEffect(() => {
    document.title = full
  }, [full])
}
