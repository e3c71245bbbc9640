import type { TransactionListPage } from '@strongroom/protocol'
import { cleanup, screen, within } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  chainInfoFixture,
  OWNERS,
  queuedTransactionFixture,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { QueuePage } from './QueuePage'

const safeRoute = `/v1/chains/1337/safes/${SAFE_ADDRESS}`
const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const threshold3 = queuedTransactionFixture(3, [OWNERS[1]], {
  id: 'multisig_threshold',
  txInfo: {
    type: 'SettingsChange',
    humanDescription: null,
    dataDecoded: { method: 'changeThreshold', parameters: null },
    settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 3 },
  },
})
const rejection3 = queuedTransactionFixture(3, [OWNERS[2]], {
  id: 'multisig_rejection',
  txInfo: {
    type: 'Custom',
    humanDescription: null,
    to: addressInfo(SAFE_ADDRESS),
    dataSize: '0',
    value: '0',
    methodName: null,
    actionCount: null,
    isCancellation: true,
  },
})
const batch4 = queuedTransactionFixture(4, null, {
  id: 'multisig_batch',
  txInfo: {
    type: 'Custom',
    humanDescription: null,
    to: addressInfo('0x9641d764fc13c8B624c04430C7356C1C7C8102e2'),
    dataSize: '500',
    value: '0',
    methodName: 'multiSend',
    actionCount: 2,
    isCancellation: false,
  },
})
const send5 = queuedTransactionFixture(5, [OWNERS[1], OWNERS[2]], {
  id: 'multisig_send',
  executionInfo: {
    type: 'MULTISIG',
    nonce: 5,
    confirmationsRequired: 2,
    confirmationsSubmitted: 0,
    missingSigners: [addressInfo(OWNERS[1]), addressInfo(OWNERS[2])],
  },
})

/** The queue as the gateway pages it: nonce 3 in conflict, then 4, then 5 on a second page. */
const firstPage: TransactionListPage = {
  count: 6,
  next: `http://gw.test${safeRoute}/transactions/queued?cursor=limit%3D5%26offset%3D5`,
  previous: null,
  results: [
    { type: 'LABEL', label: 'Next' },
    { type: 'CONFLICT_HEADER', nonce: 3 },
    { type: 'TRANSACTION', transaction: threshold3, conflictType: 'HasNext' },
    { type: 'TRANSACTION', transaction: rejection3, conflictType: 'End' },
    { type: 'LABEL', label: 'Queued' },
    { type: 'TRANSACTION', transaction: batch4, conflictType: 'None' },
  ],
}
const secondPage: TransactionListPage = {
  count: 1,
  next: null,
  previous: null,
  results: [{ type: 'TRANSACTION', transaction: send5, conflictType: 'None' }],
}

function gateway(safeNonce = 3) {
  return mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [safeRoute, safeInfoFixture({ nonce: safeNonce, threshold: 2 })],
    [/transactions\/queued\?cursor=limit%3D5%26offset%3D5/, secondPage],
    [`${safeRoute}/transactions/queued`, firstPage],
  ])
}

const rows = () =>
  screen.getAllByTestId('queue-transaction').map((row) => ({
    text: row.querySelector('.transactions-queue__title')?.textContent,
    confirmations: within(row).queryByTestId('queue-confirmations')?.textContent,
    action: within(row).getByRole('link').textContent,
    href: within(row).getByRole('link').getAttribute('href'),
  }))

describe('QueuePage', () => {
  it('groups by nonce under Next and Queued, heads a conflict, and says what each row does and needs', async () => {
    const fetchMock = gateway()
    await renderWithProviders(<QueuePage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[1] })
    await screen.findByText('Change threshold 2 → 3')
    // One page of up to 100 items holds a whole queue, usually.
    const first = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).includes('/queued'))![0]))
    expect(first.searchParams.get('cursor')).toBe('limit=100&offset=0')
    expect(screen.getAllByTestId('queue-label').map((label) => label.textContent)).toEqual(['Next', 'Queued'])
    const groups = screen.getAllByTestId('queue-group')
    expect(groups).toHaveLength(2)
    expect(within(groups[0]!).getByTestId('conflict-header').textContent).toContain('Nonce 3')
    expect(within(groups[0]!).getAllByTestId('queue-transaction')).toHaveLength(2)
    expect(within(groups[1]!).queryByTestId('conflict-header')).toBeNull()
    expect(rows()).toEqual([
      {
        text: 'Change threshold 2 → 3',
        confirmations: '1 of 2 signed',
        action: 'Confirm',
        href: `/dev:${SAFE_ADDRESS}/transactions/tx?id=multisig_threshold`,
      },
      {
        text: 'On-chain rejection',
        confirmations: '1 of 2 signed',
        action: 'View',
        href: `/dev:${SAFE_ADDRESS}/transactions/tx?id=multisig_rejection`,
      },
      {
        text: 'Batch of 2 actions',
        confirmations: '2 of 2 signed',
        // Fully confirmed, but nonce 4 is not the next one: nothing to execute yet.
        action: 'View',
        href: `/dev:${SAFE_ADDRESS}/transactions/tx?id=multisig_batch`,
      },
    ])
  })

  it('follows the next page and offers Execute for a confirmed transaction at the Safe nonce', async () => {
    // The Safe's nonce is 4 here: the fully confirmed batch is next.
    gateway(4)
    await renderWithProviders(<QueuePage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[0] })
    ;(await screen.findByRole('button', { name: 'Load more' })).click()
    // The title's amount is its own element (the token's logo, every digit on hover): match the title's whole text.
    const sendTitle = (_: string, element: Element | null) =>
      element?.classList.contains('transactions-queue__title') === true &&
      /^Send 0.25 ETH to /.test(element.textContent ?? '')
    expect(await screen.findAllByText(sendTitle)).not.toHaveLength(0)
    expect(rows().map((row) => [row.confirmations, row.action])).toEqual([
      ['1 of 2 signed', 'View'],
      ['1 of 2 signed', 'View'],
      ['2 of 2 signed', 'Execute'],
      ['0 of 2 signed', 'View'],
    ])
    expect(screen.getAllByTestId('queue-group')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('offers only View to a visitor without a wallet', async () => {
    gateway()
    await renderWithProviders(<QueuePage address={SAFE_ADDRESS} prefix="dev" />)
    await screen.findByText('Change threshold 2 → 3')
    expect(rows().map((row) => row.action)).toEqual(['View', 'View', 'View'])
  })

  it('says so when nothing is queued', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [safeRoute, safeInfoFixture()],
      [`${safeRoute}/transactions/queued`, { count: 0, next: null, previous: null, results: [] }],
    ])
    await renderWithProviders(<QueuePage address={SAFE_ADDRESS} prefix="dev" />, { account: OWNERS[0] })
    expect(await screen.findByText(/No transactions are waiting/)).toBeTruthy()
    // An owner is shown the way to propose one.
    expect(screen.getByRole('link', { name: 'Propose a transaction' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/transactions/new`,
    )
  })
})
