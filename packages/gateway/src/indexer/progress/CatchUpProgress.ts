import type { Logger } from '../../createLogger'

/** How often catch-up progress is logged. */
const PROGRESS_EVERY_MS = 5_000

/**
 * The indexer's progress lines: while catching up, at most one every 5 s (blocks done of the total, speed, range size);
 * once the head is reached, one line with the whole catch-up's figures.
 */
export class CatchUpProgress {
  private startedAt = 0
  private startBlock = 0
  private lastLogAt = 0
  private caughtUp = false

  constructor(
    private readonly logger: Logger,
    private readonly chainId: string,
  ) {}

  /** A catch-up begins at `startBlock` (the checkpoint just read). */
  start(startBlock: number): void {
    const now = Date.now()
    this.startedAt = now
    this.startBlock = startBlock
    this.lastLogAt = now
    this.caughtUp = false
  }

  /** A range up to `indexed` was committed while the head was `head`. */
  indexed(indexed: number, head: number | null, rangeSize: number): void {
    const now = Date.now()
    if (now - this.lastLogAt < PROGRESS_EVERY_MS || head === null) return
    this.lastLogAt = now
    const done = indexed - this.startBlock + 1
    const total = head - this.startBlock + 1
    const seconds = (now - this.startedAt) / 1000
    this.logger.info(
      {
        chainId: this.chainId,
        indexedBlock: indexed,
        headBlock: head,
        done: `${done}/${total}`,
        blocksPerSecond: Math.round(done / Math.max(seconds, 0.001)),
        rangeSize,
      },
      'catching up',
    )
  }

  /** The index reached `head`; logged once per catch-up. */
  reachedHead(head: number): void {
    if (this.caughtUp) return
    this.caughtUp = true
    const blocks = head - this.startBlock + 1
    const seconds = (Date.now() - this.startedAt) / 1000
    this.logger.info(
      {
        chainId: this.chainId,
        headBlock: head,
        blocks,
        seconds: Number(seconds.toFixed(2)),
        blocksPerSecond: Math.round(blocks / Math.max(seconds, 0.001)),
      },
      'caught up with the chain head',
    )
  }
}
