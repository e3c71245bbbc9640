import { describe, expect, it } from 'vitest'
import { isMissingStateError } from './resolveExecutions'

describe('isMissingStateError', () => {
  it.each([
    'Archive requests require a personal token',
    'missing trie node 0x1234 (path ) state 0x1234 is not available',
    'header not found',
  ])('knows a node without an old block’s state: %s', (message) => {
    expect(isMissingStateError(Object.assign(new Error(message), { code: -32602 }))).toBe(true)
  })

  it('takes a timeout or a revert for what they are (the step is retried, nothing is decided)', () => {
    expect(isMissingStateError(new Error('request timed out'))).toBe(false)
    expect(isMissingStateError(new Error('execution reverted'))).toBe(false)
  })
})
