import { fsyncSync } from 'node:fs'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

// Emscripten's Node file system has no fsync: PostgreSQL's WAL flush at every commit and its
// checkpoint syncs reach the page cache only, and PGlite also starts PostgreSQL with fsync off
// (-F). Such writes survive a killed process, not a power loss.
type NodeFsStream = { nfd?: number }
type StreamOps = { fsync?: (stream: NodeFsStream) => number }
type ErrnoErrorClass = new (errno: number) => Error
const EMSCRIPTEN_EIO = 29
let syncs = 0

/** How many files this process has flushed to disk for PostgreSQL (the tests read it). */
export const fsyncCount = () => syncs

/**
 * PGlite's Node file system with a real fsync: Emscripten's fd_sync (PostgreSQL's fsync()) calls
 * the stream's fsync, which we make fsync the host file. PostgreSQL then runs with fsync on and
 * wal_sync_method=fsync (its fdatasync maps to Emscripten's no-op), so a commit is on disk
 * before it is acknowledged and a checkpoint syncs the data files before the WAL is recycled.
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args)
    const preRun = result.emscriptenOpts.preRun ?? []
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const ops = (mod.NODEFS as unknown as { stream_ops: StreamOps }).stream_ops
        const ErrnoError = (mod.FS as unknown as { ErrnoError: ErrnoErrorClass }).ErrnoError
        ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0
          try {
            fsyncSync(stream.nfd)
            syncs++
          } catch (error) {
            // A file system that cannot sync this kind of file (some refuse directories) is not a failure.
            const code = (error as NodeJS.ErrnoException).code
            if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EBADF') throw new ErrnoError(EMSCRIPTEN_EIO)
          }
          return 0
        }
      },
    ]
    return result
  }
}

/** PostgreSQL settings of a durable embedded database. */
export const DURABLE_CONF = ['fsync = on', 'wal_sync_method = fsync', 'synchronous_commit = on']

/** The options that make an embedded database flush every commit to disk (PGLITE_FSYNC=true), with DURABLE_CONF. */
export function durableOptions(dir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dir), startParams: PGlite.defaultStartParams.filter((param) => param !== '-F') }
}
