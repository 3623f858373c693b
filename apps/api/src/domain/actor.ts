import type { TStatusActor } from '@wheelbase/core/bookingRules'
import type { TUserType } from '@wheelbase/core/enums'
import type { TLanguage } from '@wheelbase/core/languages'
import { DomainError } from './errors'

/**
 * An account acting, as the domain sees it: who (for the records it may reach), its role, its
 * language (for what it is told) and whether its email is verified. The HTTP edge derives it from
 * the session once (platform/http/sessions.ts SessionActor adds the session's own facts); every
 * service that reads or writes records takes it.
 */
export type Actor = {
  userId: string
  type: TUserType
  language: TLanguage
  verified: boolean
  /** The session it acts through, where there is one: the audit trail names it. */
  sessionId?: string
}

/** Who changes a booking's status: an account by its role, the system (deadlines, failed payments) or the payment gateway. */
export type TLifecycleActor = { kind: TStatusActor; userId: string | null }
export const SYSTEM: TLifecycleActor = { kind: 'system', userId: null }
export const GATEWAY: TLifecycleActor = { kind: 'gateway', userId: null }

/** An account as the booking lifecycle names it: its role (core's status rules) and its id (the history). */
export const lifecycleActorOf = (actor: Actor): TLifecycleActor => ({ kind: actor.type, userId: actor.userId })

/** An admin's reads and writes check the role themselves too, not only their route. */
export function assertAdmin(actor: Actor): void {
  if (actor.type !== 'admin') throw new DomainError('forbidden', 'forbidden', 'api.forbidden')
}

/**
 * A user id the caller names (in the path or the body) must be the caller's own, unless the
 * caller is an admin: else 403 and nothing changes (DESIGN §4).
 */
export function ownAccountOnly(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.type !== 'admin') throw new DomainError('forbidden', 'forbidden', 'api.forbidden')
}
