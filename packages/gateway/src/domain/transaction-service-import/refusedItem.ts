import type { TransactionServiceImportItem } from '@strongroom/protocol'
import { type Hash, isHash } from 'viem'

/**
 * A listed item reported as refused, named by the hash the service gave in `raw[hashKey]` (null when it is not a
 * hash), with one sentence per problem, the item's own first.
 */
export function refusedItem(
  item: { kind: TransactionServiceImportItem['kind']; raw: unknown; hashKey: string; nonce?: string | null },
  problems: [string, ...string[]],
): TransactionServiceImportItem {
  const hash = (item.raw as Record<string, unknown> | null)?.[item.hashKey]
  return {
    kind: item.kind,
    hash: typeof hash === 'string' && isHash(hash) ? (hash.toLowerCase() as Hash) : null,
    nonce: item.nonce ?? null,
    outcome: 'refused',
    confirmations: 0,
    problems,
  }
}
