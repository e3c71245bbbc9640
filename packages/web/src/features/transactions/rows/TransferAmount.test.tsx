import type { TransactionInfo } from '@strongroom/protocol'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { incomingTransferFixture } from '../../../testing/historyFixtures'
import { type RowNativeCurrency, TransferAmount } from './TransferAmount'

afterEach(cleanup)

const native: RowNativeCurrency = { symbol: 'ETH', decimals: 18, logoUri: 'https://chain.example/eth.png' }
const dusd = { symbol: 'dUSD', address: '0xE378D7Ab0903E5C086525A90E2648090226D6C64', decimals: 6 }

function infoOf(token: Parameters<typeof incomingTransferFixture>[2], value: string, direction = 'INCOMING') {
  const info = incomingTransferFixture('1', 0, token, value).txInfo
  return { ...info, direction } as TransactionInfo
}

describe('TransferAmount', () => {
  it('shows what came in with a plus, the coin’s logo and symbol', () => {
    render(<TransferAmount info={infoOf('native', '1500000000000000000')} native={native} />)
    const amount = screen.getByTestId('transfer-amount')
    expect(amount.textContent).toBe('+1.5 ETH')
    expect(amount.querySelector('img')?.getAttribute('src')).toBe('https://chain.example/eth.png')
  })

  it('shows what went out with a minus, a huge amount shortened with every digit on hover', () => {
    render(<TransferAmount info={infoOf(dusd, '12345678900000000', 'OUTGOING')} native={native} />)
    // No logo in the token list: the symbol's letter.
    expect(screen.getByTestId('transfer-amount').textContent).toBe('D−12.3B dUSD')
    expect(screen.getByTitle('12,345,678,900 dUSD')).toBeTruthy()
  })

  it('draws nothing for a transaction that moves no fungible amount', () => {
    const settings: TransactionInfo = {
      type: 'Custom',
      humanDescription: null,
      to: { value: dusd.address as `0x${string}`, name: null, logoUri: null },
      dataSize: '4',
      value: '0',
      methodName: 'approve',
      actionCount: null,
      isCancellation: false,
    }
    const { container } = render(<TransferAmount info={settings} native={native} />)
    expect(container.textContent).toBe('')
    render(<TransferAmount info={infoOf(dusd, '1', 'UNKNOWN')} native={native} />)
    expect(screen.queryByTestId('transfer-amount')).toBeNull()
  })
})
