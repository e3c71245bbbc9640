import type { TransactionInfo } from '@strongroom/protocol'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'

const ai = (value: Address, name: string | null = null) => ({ value, name, logoUri: null })
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIRD = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const context = { nativeSymbol: 'ETH', nameOf: (address: string) => (address === OTHER ? 'Alice' : undefined) }

describe('describeTransaction', () => {
  it('says what a transfer moves and to whom, named from the address book', () => {
    const base = { type: 'Transfer', humanDescription: null, sender: ai(SAFE), recipient: ai(OTHER) } as const
    expect(
      describeTransaction(
        { ...base, direction: 'OUTGOING', transferInfo: { type: 'NATIVE_COIN', value: '250000000000000000' } },
        context,
      ),
    ).toBe('Send 0.25 ETH to Alice')
    const erc20: TransactionInfo = {
      ...base,
      recipient: ai(THIRD),
      direction: 'OUTGOING',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: OTHER,
        value: '1500000',
        tokenName: 'USD Coin',
        tokenSymbol: 'USDC',
        logoUri: null,
        decimals: 6,
        trusted: null,
        imitation: false,
      },
    }
    expect(describeTransaction(erc20, context)).toBe('Send 1.5 USDC to 0x3C44…93BC')
    expect(
      describeTransaction(
        {
          ...base,
          sender: ai(THIRD, 'Faucet'),
          recipient: ai(SAFE),
          direction: 'INCOMING',
          transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
        },
        context,
      ),
    ).toBe('Receive 1 ETH from Faucet')
  })

  it('names owner changes and shows a queued threshold change as before → after', () => {
    const settings = (settingsInfo: Extract<TransactionInfo, { type: 'SettingsChange' }>['settingsInfo']) =>
      ({
        type: 'SettingsChange',
        humanDescription: null,
        dataDecoded: { method: 'm', parameters: null },
        settingsInfo,
      }) as const
    expect(describeTransaction(settings({ type: 'ADD_OWNER', owner: ai(OTHER), threshold: 2 }), context)).toBe(
      'Add owner Alice',
    )
    expect(
      describeTransaction(settings({ type: 'CHANGE_THRESHOLD', threshold: 3 }), { ...context, currentThreshold: 2 }),
    ).toBe('Change threshold 2 → 3')
    expect(describeTransaction(settings({ type: 'CHANGE_THRESHOLD', threshold: 3 }), context)).toBe(
      'Change threshold to 3',
    )
    expect(
      describeTransaction(settings({ type: 'SWAP_OWNER', oldOwner: ai(OTHER), newOwner: ai(THIRD) }), context),
    ).toBe('Replace owner Alice with 0x3C44…93BC')
    expect(describeTransaction(settings({ type: 'ENABLE_MODULE', module: ai(THIRD) }), context)).toBe('Enable module')
  })

  it('names contract calls by their method, batches by their size, and rejections', () => {
    const custom = {
      type: 'Custom',
      humanDescription: null,
      to: ai(OTHER),
      dataSize: '68',
      value: '0',
      methodName: 'approve',
      actionCount: null,
      isCancellation: false,
    } as const
    expect(describeTransaction(custom, context)).toBe('Contract interaction: approve')
    expect(describeTransaction({ ...custom, methodName: null }, context)).toBe('Contract interaction')
    expect(describeTransaction({ ...custom, methodName: 'multiSend', actionCount: 3 }, context)).toBe(
      'Batch of 3 actions',
    )
    expect(describeTransaction({ ...custom, isCancellation: true }, context)).toBe('On-chain rejection')
    const unavailable = { ...custom, to: ai('0x0000000000000000000000000000000000000000'), dataSize: '0', value: null }
    expect(
      describeTransaction({ ...unavailable, methodName: null, detailsUnavailable: 'hash-mismatch' }, context),
    ).toBe('Executed, details unavailable')
  })
})
