import type { TransactionInfo } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'

const ai = (value: string) => ({ value, name: null, logoUri: null })
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeTransaction', () => {
  it('titles transfers with amount and symbol', () => {
    const base = { type: 'Transfer', humanDescription: null, sender: ai(SAFE), recipient: ai(OTHER) } as const
    expect(
      describeTransaction(
        { ...base, direction: 'OUTGOING', transferInfo: { type: 'NATIVE_COIN', value: '250000000000000000' } },
        'ETH',
      ),
    ).toBe('Send 0.25 ETH')
    const erc20: TransactionInfo = {
      ...base,
      direction: 'OUTGOING',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: OTHER,
        value: '1500000',
        tokenName: 'Dollar',
        tokenSymbol: 'dUSD',
        logoUri: null,
        decimals: 6,
        trusted: null,
        imitation: false,
      },
    }
    expect(describeTransaction(erc20, 'ETH')).toBe('Send 1.5 dUSD')
  })

  it('titles settings changes and custom calls', () => {
    expect(
      describeTransaction(
        {
          type: 'SettingsChange',
          humanDescription: null,
          dataDecoded: { method: 'changeThreshold', parameters: null },
          settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 2 },
        },
        'ETH',
      ),
    ).toBe('Change threshold to 2')
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
    expect(describeTransaction(custom, 'ETH')).toBe('Call approve')
    expect(describeTransaction({ ...custom, methodName: 'multiSend', actionCount: 3 }, 'ETH')).toBe(
      'Batch of 3 actions',
    )
    expect(describeTransaction({ ...custom, isCancellation: true }, 'ETH')).toBe('Reject transaction')
  })
})
