import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  balanceFixture,
  balancesFixture,
  chainInfoFixture,
  OWNERS,
  queuedTransactionFixture,
  queuePageFixture,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { DashboardPage } from './DashboardPage'

const DUSD = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'
const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const panel = (name: string) => screen.getByRole('region', { name })

describe('DashboardPage', () => {
  it('shows total value, top assets, what waits for my signature and the setup', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, safeInfoFixture()],
      [
        new RegExp(`${safeRoute}/balances/usd`),
        balancesFixture([
          balanceFixture({ fiatBalance: '3000' }),
          balanceFixture({ symbol: 'dUSD', address: DUSD, balance: '1000000000000000000000', fiatBalance: '1000' }),
        ]),
      ],
      [
        `${safeRoute}/transactions/queued`,
        queuePageFixture([queuedTransactionFixture(3, [OWNERS[1]]), queuedTransactionFixture(4, [OWNERS[2]])]),
      ],
    ])
    await renderWithProviders(<DashboardPage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[1] })
    expect((await screen.findByTestId('dashboard-total')).textContent).toBe('$4,000.00')
    expect(screen.getAllByTestId('top-asset').map((item) => item.textContent)).toEqual([
      '1.5 ETH$3,000.00',
      '1,000 dUSD$1,000.00',
    ])
    const pending = await within(panel('Waiting for your signature')).findAllByTestId('pending-signature')
    expect(pending.map((item) => item.textContent)).toEqual(['#3Send 0.25 ETH to 0x3C44…93BC1 of 2 signed'])
    const queued = within(panel('Pending transactions')).getAllByTestId('queue-transaction')
    expect(queued.map((row) => row.querySelector('.transactions-queue__title')?.textContent)).toEqual([
      'Send 0.25 ETH to 0x3C44…93BC',
      'Send 0.25 ETH to 0x3C44…93BC',
    ])
    expect(within(panel('Pending transactions')).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/transactions/queue`,
    )
    expect(within(panel('Safe setup')).getByTestId('safe-threshold').textContent).toBe('2 out of 3 owners')
    expect(within(panel('Safe setup')).getByTestId('safe-version').textContent).toBe('1.4.1Latest')
    expect(within(panel('Safe setup')).getAllByRole('listitem')).toHaveLength(3)
  })

  it('degrades only the balance widgets when the gateway has no balances, and warns about an old version', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, safeInfoFixture({ version: '1.3.0', implementationVersionState: 'OUTDATED' })],
      [`${safeRoute}/transactions/queued`, queuePageFixture([])],
    ])
    await renderWithProviders(<DashboardPage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[0] })
    expect((await within(panel('Total value')).findByRole('alert')).textContent).toContain(
      'This gateway does not provide balances.',
    )
    expect(within(panel('Top assets')).getByRole('alert').textContent).toContain(
      'This gateway does not provide balances.',
    )
    expect(await within(panel('Waiting for your signature')).findByText('Nothing needs your signature.')).toBeTruthy()
    expect((await screen.findByTestId('outdated-version')).textContent).toContain(
      'This Safe runs version 1.3.0; 1.4.1 is recommended.',
    )
  })

  it('shows loading states first and a queue error with a retry', async () => {
    // SafeInfo answers only once the loading state was seen, so a fast machine cannot skip it.
    let answerSafeInfo: () => void = () => {}
    const safeInfoAnswered = new Promise<void>((resolve) => {
      answerSafeInfo = resolve
    })
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, () => safeInfoAnswered.then(() => Response.json(safeInfoFixture()))],
      [`${safeRoute}/transactions/queued`, gatewayFailure(422, 'Bad Safe')],
      [new RegExp(`${safeRoute}/balances/usd`), balancesFixture([])],
    ])
    await renderWithProviders(<DashboardPage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[0] })
    expect(within(panel('Safe setup')).getByRole('status').textContent).toBe('Loading the Safe setup…')
    answerSafeInfo()
    const queueAlert = await within(panel('Waiting for your signature')).findByRole('alert')
    expect(queueAlert.textContent).toContain('The transaction queue could not be loaded.')
    expect(within(queueAlert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(await within(panel('Top assets')).findByText(/holds no assets yet/)).toBeTruthy()
  })

  it('tells a visitor without a wallet, or a non-owner, why nothing is listed for signing', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, safeInfoFixture()],
    ])
    const view = await renderWithProviders(<DashboardPage address={SAFE_ADDRESS} prefix="dev" />)
    expect(
      within(panel('Waiting for your signature')).getByText(
        'Connect a wallet to see the transactions that need your signature.',
      ),
    ).toBeTruthy()
    view.unmount()
    await renderWithProviders(<DashboardPage address={SAFE_ADDRESS} prefix="dev" />, {
      account: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    })
    expect(
      await within(panel('Waiting for your signature')).findByText(
        'Only owners sign: the connected wallet is not an owner of this Safe.',
      ),
    ).toBeTruthy()
  })
})
