/**
 * A bounded number of slots per client key (e.g. open event streams per address). `acquire` hands out a release
 * function that can be called any number of times (a stream can end through several paths).
 */
export class ClientSlots {
  readonly #taken = new Map<string, number>()

  constructor(readonly perClient: number) {}

  /** A release function, or null when the client already holds every slot. */
  acquire(key: string): (() => void) | null {
    const taken = this.#taken.get(key) ?? 0
    if (taken >= this.perClient) return null
    this.#taken.set(key, taken + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.#taken.get(key) ?? 1) - 1
      if (left > 0) this.#taken.set(key, left)
      else this.#taken.delete(key)
    }
  }

  /** Slots the client holds now. */
  heldBy(key: string): number {
    return this.#taken.get(key) ?? 0
  }
}
