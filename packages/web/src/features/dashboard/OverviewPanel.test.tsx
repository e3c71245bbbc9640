import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { balanceFixture, balancesFixture, chainInfoFixture, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { resetAfterEach } from '../../testing/resetAfterEach'
import { FIAT_CURRENCY_KEY } from '../assets'
import { SafeFiatTotal } from '../safes'
import { OverviewPanel } from './OverviewPanel'

const DUSD = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'
const balancesPath = `/v1/chains/1337/safes/${SAFE_ADDRESS}/balances`

resetAfterEach()

describe('OverviewPanel', () => {
  it('shows the Safe list’s total (useSafeFiatTotal), with a token hidden and EUR chosen', async () => {
    // Only the token list holds the ETH; all tokens add dUSD, which the user hid.
    const eth = balanceFixture({ fiatBalance: '1500', fiatConversion: '1000' })
    const dusd = balanceFixture({ symbol: 'dUSD', address: DUSD, fiatBalance: '500', fiatConversion: '0.5' })
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture({ features: ['DEFAULT_TOKENLIST'] })],
      [new RegExp(`${balancesPath}/eur\\?trusted=true`), balancesFixture([eth])],
      [new RegExp(`${balancesPath}/eur\\?trusted=false`), balancesFixture([eth, dusd])],
    ])
    window.localStorage.setItem(FIAT_CURRENCY_KEY, '"EUR"')
    window.localStorage.setItem('strongroom.tokenList', '"all"')
    window.localStorage.setItem('strongroom.hiddenTokens.1337', JSON.stringify([DUSD.toLowerCase()]))

    await renderWithProviders(
      <>
        <SafeFiatTotal address={SAFE_ADDRESS} />
        <OverviewPanel address={SAFE_ADDRESS} prefix="dev" />
      </>,
    )
    const dashboard = await screen.findByTestId('dashboard-total')
    const list = await screen.findByTestId('safe-fiat-total')
    expect(dashboard.textContent).toBe('€1,500.00')
    expect(list.textContent).toBe(dashboard.textContent)
  })
})
