import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { createSafeTx } from '../safe/createSafeTx'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import { queuedTransactionDetails } from '../testing/queuedTransactionDetails'
import { getSafeTxFromDetails } from './getSafeTxFromDetails'
import { type TransactionDetails, transactionDetailsSchema } from './transactionDetailsSchema'

const safe = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const info = (value: Address) => ({ value, name: null, logoUri: null })
const tx = createSafeTx({
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: 5n,
  data: '0xa9059cbb',
  safeTxGas: 1n,
  baseGas: 2n,
  gasPrice: 3n,
  gasToken: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  refundReceiver: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  nonce: 4n,
})
const safeTxHash = getSafeTxHash({ chainId: 1337, safeAddress: safe, tx })

/** Details as the gateway writes them (lower-case where it may, numbers as it sends them). */
function details(overrides: { hexData?: string | null; value?: string | null } = {}): TransactionDetails {
  const queued = queuedTransactionDetails({ chainId: 1337, safe, tx })
  return transactionDetailsSchema.parse({
    ...queued,
    txData: {
      ...queued.txData,
      hexData: 'hexData' in overrides ? overrides.hexData : tx.data,
      to: info(tx.to.toLowerCase() as Address),
      value: 'value' in overrides ? overrides.value : '5',
    },
  })
}

describe('getSafeTxFromDetails', () => {
  it('rebuilds the SafeTx whose hash the details carry', () => {
    const rebuilt = getSafeTxFromDetails(details())
    expect(rebuilt).toEqual(tx)
    expect(getSafeTxHash({ chainId: 1337, safeAddress: safe, tx: rebuilt })).toBe(safeTxHash)
  })

  it('reads missing data as 0x and a missing value as 0', () => {
    const rebuilt = getSafeTxFromDetails(details({ hexData: null, value: null }))
    expect(rebuilt.data).toBe('0x')
    expect(rebuilt.value).toBe(0n)
  })

  it('refuses details of a module transaction, naming why', () => {
    const module = { ...details(), detailedExecutionInfo: { type: 'MODULE' as const, address: info(zeroAddress) } }
    expect(() => getSafeTxFromDetails(module)).toThrow(InvalidInputError)
    expect(() => getSafeTxFromDetails(module)).toThrow('Only a multisig transaction describes a SafeTx.')
  })

  it('refuses malformed fields with the field named', () => {
    expect(() => getSafeTxFromDetails(details({ hexData: '0xabc' }))).toThrow('invalid hexData')
    expect(() => getSafeTxFromDetails(details({ value: '1.5' }))).toThrow('invalid value')
  })
})
