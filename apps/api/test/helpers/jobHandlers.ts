import { JOB_DEFINITIONS } from '../../src/jobRegistry'
import type { TJobHandlers } from '../../src/platform/jobs/worker'

/** Every kind of durable work, as the registry lists it. */
export const JOB_KINDS = JOB_DEFINITIONS.map((definition) => definition.kind)

/** A worker's handlers for a test of the queue itself: these kinds as given, any other fails its item if it is ever run. */
export function handlersWith(given: Partial<TJobHandlers>): TJobHandlers {
  const unused = async () => {
    throw new Error('not queued in this test')
  }
  return Object.fromEntries(JOB_KINDS.map((kind) => [kind, given[kind] ?? unused])) as TJobHandlers
}
