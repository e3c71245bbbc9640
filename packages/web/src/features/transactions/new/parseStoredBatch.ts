import { getAddress, type Hex, isAddress, isHex } from 'viem'
import type { BatchAction } from './BatchAction'

/** At most this many actions are kept: a batch larger than that is no longer something an owner can review. */
export const BATCH_LIMIT = 50

/**
 * The batch as stored in localStorage (JSON, values as decimal strings), checked entry by entry: storage is untrusted
 * (another version, a hand edit), and an entry that does not hold up is dropped rather than proposed.
 */
export function parseStoredBatch(stored: unknown): BatchAction[] | undefined {
  if (!Array.isArray(stored)) return undefined
  const actions: BatchAction[] = []
  for (const entry of stored.slice(0, BATCH_LIMIT)) {
    if (typeof entry !== 'object' || entry === null) continue
    const { id, label, call } = entry as { id?: unknown; label?: unknown; call?: unknown }
    if (typeof id !== 'string' || typeof label !== 'string' || typeof call !== 'object' || call === null) continue
    const { to, value, data } = call as { to?: unknown; value?: unknown; data?: unknown }
    if (typeof to !== 'string' || !isAddress(to, { strict: false })) continue
    if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) continue
    if (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0) continue
    actions.push({
      id,
      label: label.slice(0, 300),
      call: { to: getAddress(to), value: BigInt(value), data: data as Hex },
    })
  }
  return actions
}

/** The batch in the form {@link parseStoredBatch} reads back. */
export function serializeBatch(actions: readonly BatchAction[]): unknown {
  return actions.map(({ id, label, call }) => ({
    id,
    label,
    call: { to: call.to, value: call.value.toString(), data: call.data },
  }))
}
