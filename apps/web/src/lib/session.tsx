import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { validateAccessToken } from '@wheelbase/core/contracts/session'
import { apiStatus } from './api/client'
import { localStore, type TStoredUser } from './localStore'

type TSession = {
  user: TStoredUser | null
  setUser(user: TStoredUser | null): void
  /** The unread notification count, shared across the whole app (spec section 2). */
  notificationCount: number
  setNotificationCount(count: number): void
}

const SessionContext = createContext<TSession | null>(null)

/**
 * The signed-in user as cached locally; the session itself lives in an httpOnly cookie. A page
 * the server rendered passes the user it found from that cookie (`initialUser`): the first render
 * in the browser shows the same header, and the local copy follows it.
 */
export function SessionProvider({ children, initialUser }: { children: ReactNode; initialUser?: TStoredUser | null | undefined }) {
  const [user, setUserState] = useState<TStoredUser | null>(() => (initialUser === undefined ? localStore.user() : initialUser))
  const [count, setNotificationCount] = useState(0)
  const notificationCount = user ? count : 0
  const setUser = useCallback((next: TStoredUser | null) => {
    localStore.setUser(next)
    setUserState(next)
  }, [])
  const fromServer = initialUser !== undefined
  // The cached user may outlive its session (expired, signed out elsewhere, suspended): check once,
  // unless the server has just read the session.
  useEffect(() => {
    if (fromServer) {
      localStore.setUser(user)
      return
    }
    if (!localStore.user()) return
    void apiStatus(validateAccessToken, {}).then(
      (status) => {
        if (status === 401) setUser(null)
      },
      () => undefined,
    )
    // Only at start: later changes of the user go through setUser, which stores them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setUser, fromServer])
  // The unread count of the header, live while signed in (and set by the pages that change it);
  // its code loads with the first signed-in page, never for a visitor.
  useEffect(() => {
    if (!user) return
    let stop: (() => void) | undefined
    let stopped = false
    void import('./liveCount').then(({ followUnreadCount }) => {
      if (!stopped) stop = followUnreadCount(setNotificationCount, () => setUser(null))
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [user, setUser])
  const value = useMemo(() => ({ user, setUser, notificationCount, setNotificationCount }), [user, setUser, notificationCount])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): TSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside SessionProvider')
  return session
}
