/** What a lock file says about the process holding the folder. */
export type DirectoryLockHolder = {
  pid: number
  /** Linux only: the process's start time in clock ticks since boot, so a reused pid is not taken for the holder. */
  startTicks?: number
  hostname: string
  command: string
  startedAt: string
}
