import type { FastifyBaseLogger } from 'fastify'

/**
 * Work that follows an answer without delaying it (a booking's mails): started at once in this
 * process, its failure logged, and awaited when the server closes so that a clean stop loses none.
 */
export type Background = { run(name: string, task: () => Promise<void>): void; idle(): Promise<void> }

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>()
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise))
      running.add(promise)
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running])
    },
  }
}
