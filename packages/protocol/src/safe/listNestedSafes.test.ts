import fc from 'fast-check'
import { type Address, getAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { listNestedSafes, MAX_NESTED_SAFES } from './listNestedSafes'

const safe = (n: number): Address => getAddress(toHex(n + 1, { size: 20 }))
const lookup = (edges: Record<string, Address[]>) => (parent: Address) => edges[parent]

describe('listNestedSafes', () => {
  it('lists Safes owned through owned Safes, at any depth, each once with all its parents', () => {
    const [a, b, c, d, e] = [safe(1), safe(2), safe(3), safe(4), safe(5)]
    const nested = listNestedSafes({
      owned: [a, b],
      ownedBy: lookup({ [a]: [c, b], [b]: [c.toLowerCase() as Address], [c]: [d], [d]: [e, a] }),
    })
    expect(nested).toEqual([
      { safe: c, parents: [a, b] },
      { safe: d, parents: [c] },
      { safe: e, parents: [d] },
    ])
  })

  it('waits on branches not known yet and ends on cycles', () => {
    const [a, b, c] = [safe(1), safe(2), safe(3)]
    expect(listNestedSafes({ owned: [a], ownedBy: lookup({ [a]: [b] }) })).toEqual([{ safe: b, parents: [a] }])
    expect(listNestedSafes({ owned: [a], ownedBy: lookup({ [a]: [b], [b]: [c], [c]: [b, a] }) })).toEqual([
      { safe: b, parents: [a, c] },
      { safe: c, parents: [b] },
    ])
  })

  it('never lists an owned Safe, never lists one twice, and stops at the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(80), fc.nat(80)), { maxLength: 200 }),
        fc.uniqueArray(fc.nat(80), { maxLength: 5 }),
        (pairs, ownedIndexes) => {
          const edges: Record<string, Address[]> = {}
          for (const [from, to] of pairs) edges[safe(from)] = [...(edges[safe(from)] ?? []), safe(to)]
          const owned = ownedIndexes.map(safe)
          const nested = listNestedSafes({ owned, ownedBy: lookup(edges) })
          const listed = nested.map((entry) => entry.safe)
          expect(new Set(listed).size).toBe(listed.length)
          expect(listed.some((address) => owned.includes(address))).toBe(false)
          expect(listed.length).toBeLessThanOrEqual(MAX_NESTED_SAFES)
          for (const entry of nested)
            for (const parent of entry.parents) expect(edges[parent]?.includes(entry.safe)).toBe(true)
        },
      ),
    )
  })
})
