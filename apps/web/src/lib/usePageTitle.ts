import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import type { TPageMeta } from '@wheelbase/core/ssr'

/** Where the server's render collects the page's title and meta, for the HTML's head (absent in the browser). */
export const ServerHeadContext = createContext<{ setTitle(title: string): void; setMeta(meta: TPageMeta): void } | null>(null)

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

/**
 * A page's description and structured data: written into the server's HTML for search engines;
 * in the browser the description follows the page (the structured data is the server's alone).
 */
export function usePageMeta(meta: TPageMeta | null): void {
  const head = useContext(ServerHeadContext)
  if (meta) head?.setMeta(meta)
  const description = meta?.description
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [description])
}
