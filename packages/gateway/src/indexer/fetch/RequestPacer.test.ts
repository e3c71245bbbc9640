import { describe, expect, it } from 'vitest'
import { RequestPacer } from './RequestPacer'

describe('RequestPacer', () => {
  it('lets a second’s worth through at once, then spaces calls at the budget', () => {
    let now = 0
    const pacer = new RequestPacer(4, () => now)
    expect([1, 2, 3, 4].map(() => pacer.reserve())).toEqual([0, 0, 0, 0])
    expect(pacer.reserve()).toBe(250)
    expect(pacer.reserve()).toBe(500)
    now = 1_000
    // The two reserved calls used the refill of that second.
    expect(pacer.reserve()).toBe(0)
    expect(pacer.reserve()).toBe(0)
    expect(pacer.reserve()).toBe(250)
  })

  it('holds every call for a Retry-After, whatever the budget', () => {
    let now = 0
    const unpaced = new RequestPacer(0, () => now)
    expect(unpaced.reserve()).toBe(0)
    unpaced.pauseFor(2_000)
    expect(unpaced.reserve()).toBe(2_000)
    now = 1_500
    expect(unpaced.reserve()).toBe(500)
    now = 2_000
    expect(unpaced.reserve()).toBe(0)

    const paced = new RequestPacer(10, () => now)
    paced.pauseFor(1_000)
    expect(paced.reserve()).toBe(1_000)
  })
})
