import { createContext, useContext } from 'react'

export { withBase } from '@wheelbase/core/languagePaths'

/**
 * Where the address's language puts the app (record 0146): `/fr` on `/fr/cars`, '' on `/cars`. The
 * router adds it to its own links; a plain link (AppLink, a form's action) adds it with withBase.
 */
export const BasePathContext = createContext('')

export const useBasePath = (): string => useContext(BasePathContext)
