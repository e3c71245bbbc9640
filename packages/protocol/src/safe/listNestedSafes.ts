import { type Address, getAddress } from 'viem'

/** A Safe the account controls through one or more Safes it owns, and which of those own it. */
export interface NestedSafe {
  safe: Address
  /** The Safes that own it directly: Safes the account owns, or nested Safes found before it. */
  parents: Address[]
}

/** How many nested Safes {@link listNestedSafes} lists at most. */
export const MAX_NESTED_SAFES = 50

/**
 * The Safes an account controls through Safes it owns (docs/nested-safes.md), breadth first from `owned` (the Safes
 * the account owns directly): every Safe owned by an owned or an already-found nested Safe, in the order found, each
 * once with all its parents, leaving out the directly owned Safes and cycles; at most {@link MAX_NESTED_SAFES}.
 * `ownedBy(safe)` answers the Safes `safe` owns, or undefined while unknown (those branches wait).
 */
export function listNestedSafes({
  owned,
  ownedBy,
}: {
  owned: readonly Address[]
  ownedBy: (safe: Address) => readonly Address[] | undefined
}): NestedSafe[] {
  const direct = new Set(owned.map((safe) => safe.toLowerCase()))
  const found = new Map<string, NestedSafe>()
  const queue = owned.map((safe) => getAddress(safe))
  const visited = new Set<string>()
  while (queue.length > 0) {
    const parent = queue.shift()!
    if (visited.has(parent.toLowerCase())) continue
    visited.add(parent.toLowerCase())
    for (const candidate of ownedBy(parent) ?? []) {
      const key = candidate.toLowerCase()
      if (direct.has(key) || key === parent.toLowerCase()) continue
      const known = found.get(key)
      if (known) {
        if (!known.parents.some((p) => p.toLowerCase() === parent.toLowerCase())) known.parents.push(parent)
        continue
      }
      if (found.size >= MAX_NESTED_SAFES) continue
      const safe = getAddress(candidate)
      found.set(key, { safe, parents: [parent] })
      queue.push(safe)
    }
  }
  return [...found.values()]
}
