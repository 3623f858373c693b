import { Worker } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'
import type { TSsrPage, TSsrRenderAnswers } from '@wheelbase/core/ssr'

/** What a render thread is asked: the page's request and answers; the settings it was given at start. */
export type TThreadRequest = Omit<Parameters<TSsrRenderAnswers>[0], 'settings' | 'signal'>

/** The threads that render pages beside the one that answers requests. */
export type TRenderThreads = { render(request: TThreadRequest): Promise<TSsrPage>; close(): Promise<void> }

type TAnswer = { id: number; page?: TSsrPage; error?: string }
type TPending = { resolve(page: TSsrPage): void; reject(error: Error): void }

/**
 * A thread's whole program: it loads the web app's server entry (React, the routes, the
 * translations: a copy of each per thread) and renders each page it is sent. Plain JavaScript,
 * so the bundled server needs no second file.
 */
const THREAD_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
const entry = import(workerData.entry)
parentPort.on('message', async ({ id, request }) => {
  try {
    const { renderAnswers } = await entry
    parentPort.postMessage({ id, page: await renderAnswers({ ...request, settings: workerData.settings }) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) })
  }
})
`

type TThread = { worker: Worker; pending: Map<number, TPending> }

/**
 * `count` render threads for the entry at `entryUrl`. Node runs a request's JavaScript on one
 * thread: a results page's render (two thirds of its work) kept that thread busy while the
 * machine's other cores waited. Each page goes to the thread with the fewest pages in hand; a
 * thread that dies fails its pages (served as the browser's page) and is replaced.
 */
export function startRenderThreads(entryUrl: string, settings: unknown, count: number, log: FastifyBaseLogger): TRenderThreads {
  let nextId = 1
  let closing = false
  const threads: TThread[] = []

  const start = (slot: number) => {
    const thread: TThread = {
      worker: new Worker(THREAD_PROGRAM, { eval: true, workerData: { entry: entryUrl, settings } }),
      pending: new Map(),
    }
    thread.worker.on('message', ({ id, page, error }: TAnswer) => {
      const pending = thread.pending.get(id)
      thread.pending.delete(id)
      if (page) pending?.resolve(page)
      else pending?.reject(new Error(error ?? 'the render thread answered nothing'))
    })
    thread.worker.on('error', (error) => log.error({ err: error }, 'a render thread failed'))
    thread.worker.on('exit', (code) => {
      for (const pending of thread.pending.values()) pending.reject(new Error(`the render thread stopped (exit code ${code})`))
      thread.pending.clear()
      if (!closing) threads[slot] = start(slot)
    })
    // A thread never keeps the process alive: the server's close ends them.
    thread.worker.unref()
    return thread
  }
  for (let slot = 0; slot < count; slot++) threads.push(start(slot))

  return {
    render(request) {
      const thread = threads.reduce((least, t) => (t.pending.size < least.pending.size ? t : least))
      const id = nextId++
      return new Promise<TSsrPage>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject })
        thread.worker.postMessage({ id, request })
      })
    },
    async close() {
      closing = true
      await Promise.all(threads.map((t) => t.worker.terminate()))
    },
  }
}
