import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { splitLanguagePath } from '@wheelbase/core/languagePaths'
import { Button } from '../../components/ui/Button'

/** The page's path, followed while the prompt waits (the router moves without an event of its own). */
function usePathname(): string {
  const [path, setPath] = useState(window.location.pathname)
  useEffect(() => {
    const id = window.setInterval(() => setPath(window.location.pathname), 500)
    return () => window.clearInterval(id)
  }, [])
  return path
}

/**
 * "Update available — reload" (record 0147): a new version of the app waits until the visitor
 * takes it, never in the middle of a checkout or its payment (it shows once they leave them).
 * Drawn in a root of its own by the worker's registration, which loads once the page is
 * interactive: nothing of it is in the first page's download.
 */
export function UpdatePrompt({ take }: { take: () => void }) {
  const { t } = useTranslation()
  if (splitLanguagePath(usePathname()).rest.startsWith('/checkout')) return null
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-primary px-4 py-3 text-white shadow-lg"
    >
      <p className="flex-1 text-sm">
        <strong>{t('update.available')}</strong> {t('update.ready')}
      </p>
      <Button variant="secondary" size="sm" onClick={take}>
        {t('update.reload')}
      </Button>
    </div>
  )
}
