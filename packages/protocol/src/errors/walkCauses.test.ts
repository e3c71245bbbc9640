import { describe, expect, it } from 'vitest'
import { StrongroomError } from './StrongroomError'
import { walkCauses } from './walkCauses'

describe('walkCauses', () => {
  it('walks the cause chain from the error itself, and stops at a loop or a cause that is not an object', () => {
    const root = { code: 4001 }
    const wrapped = new StrongroomError('Outer.', { cause: new TypeError('middle', { cause: root }) })
    expect([...walkCauses(wrapped)]).toEqual([wrapped, wrapped.cause, root])
    const loop: { cause?: unknown } = {}
    loop.cause = { cause: loop }
    expect([...walkCauses(loop)]).toHaveLength(2)
    expect([...walkCauses(new Error('x', { cause: 'text' }))]).toHaveLength(1)
    expect([...walkCauses(undefined)]).toEqual([])
  })
})
