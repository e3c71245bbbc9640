import fc from 'fast-check'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { BackfillQueue, type PendingBackfill } from './BackfillQueue'

const address = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}` as Address

const backfillArbitrary = fc
  .record({ top: fc.integer({ min: 0, max: 400 }), depth: fc.integer({ min: 1, max: 400 }), owner: fc.boolean() })
  .map(({ top, depth, owner }) => ({ top, floor: Math.max(0, top - depth + 1), priority: owner ? 1 : 0 }))

describe('BackfillQueue', () => {
  it('reads every Safe’s blocks once, newest first, owners’ Safes before the others', () => {
    fc.assert(
      fc.property(
        fc.array(backfillArbitrary, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 50 }),
        (specs, span) => {
          const queue = new BackfillQueue()
          const backfills: PendingBackfill[] = specs.map((spec, index) => ({
            ...spec,
            address: address(index),
            completeFrom: spec.top + 1,
          }))
          for (const backfill of backfills) queue.add(backfill)
          const read = new Map<Address, number[]>(backfills.map((backfill) => [backfill.address, []]))
          let steps = 0
          for (let window = queue.next(span); window; window = queue.next(span)) {
            if (++steps > 10_000) throw new Error('the queue does not drain')
            expect(window.to - window.from + 1).toBeLessThanOrEqual(span)
            expect(window.from).toBeLessThanOrEqual(window.to)
            // While an owner's Safe waits, every window reads one.
            if (backfills.some((backfill) => backfill.priority === 1 && queue.has(backfill.address)))
              expect(window.safes.some((backfill) => backfill.priority === 1)).toBe(true)
            for (const backfill of window.safes) {
              read.get(backfill.address)!.push(window.to, window.from)
              queue.advance(backfill.address, window.from, false)
            }
          }
          for (const backfill of backfills) {
            // Contiguous windows from the top down to the floor (or below it), none read twice.
            const edges = read.get(backfill.address)!
            expect(edges[0]).toBe(backfill.top)
            for (let index = 1; index + 1 < edges.length; index += 2) expect(edges[index + 1]).toBe(edges[index]! - 1)
            expect(edges.at(-1)!).toBeLessThanOrEqual(backfill.floor)
            expect(edges.at(-2)!).toBeGreaterThanOrEqual(backfill.floor)
          }
        },
      ),
    )
  })

  it('reads Safes whose cursors stand at the same block together, and brings a later one into step', () => {
    const queue = new BackfillQueue()
    queue.add({ address: address(0), top: 99, floor: 0, completeFrom: 100, priority: 0 })
    queue.add({ address: address(1), top: 99, floor: 0, completeFrom: 100, priority: 0 })
    queue.add({ address: address(2), top: 129, floor: 0, completeFrom: 130, priority: 0 })
    // The newest unread blocks first, and only down to where the others' begin.
    const first = queue.next(50)!
    expect([first.from, first.to, first.safes.map((backfill) => backfill.address)]).toEqual([100, 129, [address(2)]])
    queue.advance(address(2), 100, false)
    const second = queue.next(50)!
    expect([second.from, second.to, second.safes.length]).toEqual([50, 99, 3])
  })

  it('lets a Safe go once it is complete', () => {
    const queue = new BackfillQueue()
    queue.add({ address: address(0), top: 99, floor: 0, completeFrom: 100, priority: 0 })
    queue.advance(address(0), 60, true)
    expect(queue.size).toBe(0)
    expect(queue.next(10)).toBeNull()
  })
})
