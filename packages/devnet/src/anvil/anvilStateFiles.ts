import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { AnvilStateError } from '../errors/AnvilStateError'

/** The earlier good copy kept beside the state file, and where an unreadable one is moved aside. */
export const previousStatePath = (statePath: string) => `${statePath}.previous`
export const brokenStatePath = (statePath: string) => `${statePath}.broken`

/** Which file anvil should load: the state file, the kept earlier copy when the state file is damaged, or none. */
export type StateToLoad =
  | { from: 'none' }
  | { from: 'state'; path: string }
  | { from: 'previous'; path: string; brokenPath: string }

/**
 * Picks the file to start the chain from. A state file that does not parse (a crash of an older version that let
 * anvil rewrite it in place, a full disk, a hand edit) is moved aside to `<state>.broken` and the kept earlier copy
 * is used instead; without one the start stops with a sentence naming the ways out.
 * @throws {AnvilStateError} when the state file is unreadable and there is no good earlier copy.
 */
export function chooseStateToLoad(statePath: string): StateToLoad {
  const previous = previousStatePath(statePath)
  if (!existsSync(statePath)) {
    // A crash between the two renames of saveAnvilState leaves only the earlier copy.
    return isReadableState(previous) ? { from: 'previous', path: previous, brokenPath: '' } : { from: 'none' }
  }
  if (isReadableState(statePath)) return { from: 'state', path: statePath }
  if (isReadableState(previous)) {
    const brokenPath = brokenStatePath(statePath)
    renameSync(statePath, brokenPath)
    return { from: 'previous', path: previous, brokenPath }
  }
  throw new AnvilStateError(
    `The chain's state file ${statePath} cannot be read (it is cut short or damaged) and no earlier copy is kept. ` +
      'Start over with `npm start -- --fresh` (this forgets the chain and the database), or replace the file with a good copy.',
    { details: { statePath } },
  )
}

/**
 * Writes the state anvil returned from `anvil_dumpState` (hex of gzipped JSON) so that a crash at any moment leaves a
 * complete file: the new state goes to a temporary file, is flushed to disk, the current file becomes the kept
 * earlier copy, and the new one is renamed into place (rename is atomic on POSIX file systems).
 */
export function writeAnvilState(statePath: string, dumped: string): void {
  const json = gunzipSync(Buffer.from(dumped.replace(/^0x/, ''), 'hex'))
  JSON.parse(json.toString('utf8')) // never replace a good file with something anvil could not load
  const temp = `${statePath}.${process.pid}.tmp`
  const fd = openSync(temp, 'w')
  try {
    writeSync(fd, json)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    if (existsSync(statePath)) renameSync(statePath, previousStatePath(statePath))
    renameSync(temp, statePath)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
  syncDirectory(dirname(statePath))
}

function isReadableState(path: string): boolean {
  try {
    const state = JSON.parse(readFileSync(path, 'utf8')) as unknown
    return typeof state === 'object' && state !== null && 'accounts' in state
  } catch {
    return false
  }
}

/** Makes the renames durable too (the directory entry), where the platform allows opening a directory. */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Not supported here (Windows): the rename itself is still atomic.
  }
}
