import { StrongroomError } from '@strongroom/protocol'
import { BaseError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTransactionError } from './describeTransactionError'

describe('describeTransactionError', () => {
  it('recognises a rejection deep in the cause chain', () => {
    const wrapped = new BaseError('Contract write failed', { cause: new UserRejectedRequestError(new Error('no')) })
    expect(describeTransactionError(wrapped, 'Devnet')).toBe('You rejected the transaction in your wallet.')
    expect(describeTransactionError({ code: 4001, message: 'denied' }, 'Devnet')).toBe(
      'You rejected the transaction in your wallet.',
    )
  })

  it('names the network on a chain mismatch', () => {
    const error = Object.assign(new Error('mismatch'), { name: 'ChainMismatchError' })
    expect(describeTransactionError(error, 'Strongroom Devnet')).toBe(
      'Your wallet is on another network. Switch it to Strongroom Devnet and try again.',
    )
  })

  it('keeps our own sentences and shortens the rest', () => {
    expect(describeTransactionError(new StrongroomError('The Safe was not indexed in time.'), 'X')).toBe(
      'The Safe was not indexed in time.',
    )
    expect(describeTransactionError(new BaseError('Execution reverted.'), 'X')).toBe(
      'The transaction failed: Execution reverted.',
    )
    expect(describeTransactionError('weird', 'X')).toBe('The transaction failed.')
  })
})
