import type { TransactionInfo } from '@strongroom/protocol'
import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { maxUint256 } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import { TransactionTitle } from './TransactionTitle'

afterEach(cleanup)

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ai = (value: `0x${string}`) => ({ value, name: null, logoUri: null })
const context = { nativeSymbol: 'ETH', nativeLogoUri: 'https://chain.example/eth.png', nameOf: () => undefined }

function transfer(value: bigint, token: { decimals: number; symbol: string } | 'native', incoming = false) {
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: ai(incoming ? OTHER : SAFE),
    recipient: ai(incoming ? SAFE : OTHER),
    direction: incoming ? 'INCOMING' : 'OUTGOING',
    transferInfo:
      token === 'native'
        ? { type: 'NATIVE_COIN', value: value.toString() }
        : {
            type: 'ERC20',
            tokenAddress: OTHER,
            value: value.toString(),
            tokenName: null,
            tokenSymbol: token.symbol,
            logoUri: null,
            decimals: token.decimals,
            trusted: true,
            imitation: false,
          },
  } satisfies TransactionInfo
}

describe('TransactionTitle', () => {
  it('draws a transfer’s amount with the coin’s logo inside the sentence', () => {
    const { container } = render(
      <TransactionTitle info={transfer(250_000_000_000_000_000n, 'native')} context={context} />,
    )
    expect(container.textContent).toBe('Send 0.25 ETH to 0x7099…79C8')
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://chain.example/eth.png')
  })

  it('shortens a huge amount, every digit on hover', () => {
    render(<TransactionTitle info={transfer(maxUint256, { decimals: 18, symbol: 'SPAM' }, true)} context={context} />)
    expect(screen.getByTestId('token-amount-figure').textContent).toBe('1.15E59 SPAM')
    expect(
      screen.getByTitle(/^115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457\.5840/),
    ).toBeTruthy()
  })

  it('says what describeTransaction says, word for word, for every amount below a million', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (value, decimals, incoming) => {
          fc.pre(value < 1_000_000n * 10n ** BigInt(decimals))
          const info = transfer(value, { decimals, symbol: 'TKN' }, incoming)
          const { container, unmount } = render(<TransactionTitle info={info} context={context} />)
          expect(container.textContent).toBe(describeTransaction(info, context))
          unmount()
        },
      ),
      { numRuns: 50 },
    )
  })

  it('says the sentence itself for what is not a fungible transfer', () => {
    const settingsInfo = { type: 'ADD_OWNER', owner: ai(OTHER), threshold: 2 } as const
    const dataDecoded = { method: 'addOwnerWithThreshold', parameters: null }
    const info: TransactionInfo = { type: 'SettingsChange', humanDescription: null, dataDecoded, settingsInfo }
    const { container } = render(<TransactionTitle info={info} context={context} />)
    expect(container.textContent).toBe('Add owner 0x7099…79C8')
  })
})
