import type { Config } from './config'
import { holdsExpireJob } from './domain/jobs/holdsExpireJob'
import { checkInReminderMailJob } from './features/bookings/jobs/checkInReminderMailJob'
import { checkInsEraseJob } from './features/bookings/jobs/checkInsEraseJob'
import { checkInsRemindJob } from './features/bookings/jobs/checkInsRemindJob'
import { manageLinkMailJob } from './features/bookings/jobs/manageLinkMailJob'
import { voucherMailJob } from './features/bookings/jobs/voucherMailJob'
import { uploadsSweepJob } from './features/console/jobs/uploadsSweepJob'
import { ratesRefreshJob } from './features/currencies/jobs/ratesRefreshJob'
import { retentionJob } from './features/erasure/jobs/retentionJob'
import { exportJob } from './features/accountExport/jobs/exportJob'
import { exportsExpireJob } from './features/accountExport/jobs/exportsExpireJob'
import { newBookingMailJob } from './features/notifications/jobs/newBookingMailJob'
import { noticeMailJob } from './features/notifications/jobs/noticeMailJob'
import { streamsExpireJob } from './features/notifications/jobs/streamsExpireJob'
import { reviewInvitationMailJob } from './features/reviews/jobs/reviewInvitationMailJob'
import { reviewsInviteJob } from './features/reviews/jobs/reviewsInviteJob'
import { pickupPushJob } from './features/push/jobs/pickupPushJob'
import { pushSendJob } from './features/push/jobs/pushSendJob'
import { accountLinkJob } from './mail/jobs/accountLinkJob'
import { bookingConfirmationJob } from './mail/jobs/bookingConfirmationJob'
import { contactJob } from './mail/jobs/contactJob'
import type { TJobContext, TJobDefinition } from './platform/jobs/definition'
import { jobsPruneJob } from './platform/jobs/definitions/jobsPruneJob'
import { picturesRemoveJob } from './platform/jobs/definitions/picturesRemoveJob'
import type { TJobKind } from './platform/jobs/queue'
import type { TJobHandlers, TPeriodicWork } from './platform/jobs/worker'

/**
 * Every kind of durable work, once (a composition root, like app.ts: it may import the features).
 * A new kind is one new file, which defines it and declares its payload, and one line here.
 */
export const JOB_DEFINITIONS = [
  bookingConfirmationJob,
  newBookingMailJob,
  noticeMailJob,
  voucherMailJob,
  accountLinkJob,
  manageLinkMailJob,
  contactJob,
  reviewInvitationMailJob,
  checkInReminderMailJob,
  pushSendJob,
  picturesRemoveJob,
  holdsExpireJob,
  reviewsInviteJob,
  checkInsRemindJob,
  pickupPushJob,
  checkInsEraseJob,
  retentionJob,
  exportJob,
  exportsExpireJob,
  streamsExpireJob,
  uploadsSweepJob,
  ratesRefreshJob,
  jobsPruneJob,
] as const

type TRegistered = (typeof JOB_DEFINITIONS)[number]['kind']
// Every kind a definition declares is registered, and nothing else: the build fails otherwise.
const everyKindRegistered: [TJobKind] extends [TRegistered] ? ([TRegistered] extends [TJobKind] ? true : never) : never = true
void everyKindRegistered

/** Each kind's work, its payload checked against the kind's schema first. */
export function jobHandlers(ctx: TJobContext): TJobHandlers {
  return Object.fromEntries(
    JOB_DEFINITIONS.map((definition: TJobDefinition) => [
      definition.kind,
      async (payload: unknown, job: { _id: string; key: string; attempts: number }) => definition.run(ctx, definition.payload.parse(payload), job),
    ]),
  ) as TJobHandlers
}

/** The periodic kinds and their periods, for the worker's schedule. */
export function periodicWork(config: Config): TPeriodicWork[] {
  return JOB_DEFINITIONS.flatMap((definition: TJobDefinition) =>
    definition.everyMs ? [{ kind: definition.kind, everyMs: definition.everyMs(config) }] : [],
  )
}
