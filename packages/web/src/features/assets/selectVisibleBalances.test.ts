import { describe, expect, it } from 'vitest'
import { balanceFixture, balancesFixture } from '../../testing/gatewayFixtures'
import { selectVisibleBalances } from './selectVisibleBalances'

const DAI = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('selectVisibleBalances', () => {
  const balances = balancesFixture([
    balanceFixture({ fiatBalance: '3000' }),
    balanceFixture({ symbol: 'DAI', address: DAI, fiatBalance: '250.5' }),
  ])

  it('keeps everything, and the gateway total, when nothing is hidden', () => {
    expect(selectVisibleBalances(balances, new Set())).toEqual({ ...balances, hiddenCount: 0 })
  })

  it('drops hidden tokens (any case) and recomputes the total', () => {
    const visible = selectVisibleBalances(balances, new Set([DAI.toLowerCase()]))
    expect(visible.items.map((item) => item.tokenInfo.symbol)).toEqual(['ETH'])
    expect(visible.fiatTotal).toBe('3000')
    expect(visible.hiddenCount).toBe(1)
  })
})
