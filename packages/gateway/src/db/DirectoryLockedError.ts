import { StrongroomError } from '@strongroom/protocol'
import type { DirectoryLockHolder } from './DirectoryLockHolder'

/** A data folder is already used by another running process (two processes cannot share one embedded database). */
export class DirectoryLockedError extends StrongroomError {
  override name = 'DirectoryLockedError'

  constructor(
    readonly folder: string,
    readonly holder: DirectoryLockHolder | undefined,
  ) {
    super(
      holder === undefined
        ? `The folder ${folder} is locked by another process (its lock file cannot be read). Stop that process, or use another folder.`
        : holder.pid === process.pid
          ? `The folder ${folder} is already in use by this process.`
          : `The folder ${folder} is in use by another process: pid ${holder.pid} (${holder.command}), running since ${holder.startedAt}${holder.hostname ? ` on ${holder.hostname}` : ''}. Stop that process first (kill ${holder.pid}), or use another folder.`,
      { details: { folder, ...(holder ? { holder } : {}) } },
    )
  }
}
