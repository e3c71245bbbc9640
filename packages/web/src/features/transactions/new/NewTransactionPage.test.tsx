import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, getAddress, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  balanceFixture,
  chainInfoFixture,
  collectibleFixture,
  collectiblePageFixture,
  OWNERS,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import type { NewTransactionReviewProps } from '../review/NewTransactionReview'
import { NewTransactionPage } from './NewTransactionPage'

// The review step has its own tests; here it only records what each flow hands it.
const reviews = vi.hoisted(() => [] as NewTransactionReviewProps[])
vi.mock('../review/NewTransactionReview', () => ({
  NewTransactionReview: (props: NewTransactionReviewProps) => {
    reviews.push(props)
    return <div data-testid="review-stub">{props.origin.name}</div>
  },
}))

const safe = getAddress(SAFE_ADDRESS)
const DUSD: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NFT: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const bob = OWNERS[1]

function gateway() {
  mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${safe}`, safeInfoFixture()],
    [
      /\/balances\//,
      {
        fiatTotal: '0',
        items: [
          balanceFixture(),
          {
            ...balanceFixture({ symbol: 'dUSD', address: DUSD, balance: '1000000000' }),
            tokenInfo: { ...balanceFixture({ symbol: 'dUSD', address: DUSD }).tokenInfo, decimals: 6 },
          },
        ],
      },
    ],
    [
      /\/collectibles/,
      collectiblePageFixture([
        collectibleFixture({ address: NFT, id: '1', tokenSymbol: 'SRKEY' }),
        collectibleFixture({ address: NFT, id: '2', tokenSymbol: 'SRKEY' }),
      ]),
    ],
    [/\/contracts\//, () => Response.json({ code: 404, message: 'unknown' }, { status: 404 })],
  ])
}

const render = (search: Parameters<typeof NewTransactionPage>[0]['search'] = {}) =>
  renderWithProviders(<NewTransactionPage address={safe} prefix="dev" search={search} />, { account: bob })

/** The contract interaction form, with the contract's address and `abi` filled in; the address is returned. */
async function openContractForm(abi: string) {
  gateway()
  await render({ flow: 'contract' })
  const target = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
  fireEvent.change(screen.getByTestId('recipient-input'), { target: { value: target } })
  fireEvent.change(screen.getByTestId('abi-input'), { target: { value: abi } })
  return target
}

const alert = () => screen.getAllByRole('alert').map((node) => node.textContent)

beforeEach(() => {
  reviews.length = 0
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('NewTransactionPage', () => {
  it('sends an ERC-20 chosen by the link, after saying what is wrong with the amount and the recipient', async () => {
    gateway()
    await render({ flow: 'send', token: DUSD })
    const token = (await screen.findByTestId('token-select')) as HTMLSelectElement
    expect(token.value).toBe(DUSD)
    fireEvent.change(screen.getByTestId('recipient-input'), {
      target: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' },
    })
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '1.1234567' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(alert()).toEqual([
      'This address has an invalid checksum (the mix of upper and lower case letters): check it for typos.',
      'dUSD has 6 decimals: this amount has 7.',
    ])
    fireEvent.change(screen.getByTestId('amount-input'), { target: { value: '1001' } })
    expect(alert()).toContain('The Safe holds only 1,000 dUSD: enter that or less.')
    expect(screen.getByText(/has no ENS/)).toBeTruthy()
    fireEvent.change(screen.getByTestId('recipient-input'), { target: { value: bob } })
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByTestId('amount-input') as HTMLInputElement).value).toBe('1000')
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByTestId('review-stub')
    expect(reviews.at(-1)).toMatchObject({
      origin: { name: 'Send tokens' },
      calls: [
        {
          to: DUSD,
          value: 0n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1_000_000_000n] }),
        },
      ],
    })
  })

  it('sends two NFTs as one batch of two calls', async () => {
    gateway()
    await render({ flow: 'nfts' })
    const choices = await screen.findAllByTestId('nft-choice')
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(alert()).toContain('Choose at least one NFT to send.')
    for (const choice of choices) fireEvent.click(choice)
    fireEvent.change(screen.getByTestId('recipient-input'), { target: { value: bob } })
    expect(screen.getByText('The 2 NFTs are sent in one transaction (a batch).')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByTestId('review-stub')
    expect(reviews.at(-1)?.calls.map((call) => call.data)).toEqual(
      [1n, 2n].map((id) =>
        encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [safe, bob, id] }),
      ),
    )
    expect(reviews.at(-1)?.origin).toEqual({ name: 'Send NFTs' })
  })

  it('encodes a contract call from a pasted ABI with a list and a tuple argument', async () => {
    const target = await openContractForm('function record(uint256[] values, (address who, bool flag) entry) payable')
    fireEvent.change(screen.getByTestId('param-0'), { target: { value: '[1, "2", 300' } })
    fireEvent.change(screen.getByTestId('param-1'), { target: { value: `["${bob}", true]` } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(alert()).toContain('“values” is not valid JSON: write it like [1, 1].')
    fireEvent.change(screen.getByTestId('param-0'), { target: { value: '[1, "2", 300]' } })
    fireEvent.change(screen.getByTestId('value-input'), { target: { value: '0.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByTestId('review-stub')
    const abi = parseAbi(['function record(uint256[] values, (address who, bool flag) entry) payable'])
    expect(reviews.at(-1)).toMatchObject({
      origin: { name: 'Contract interaction' },
      calls: [
        {
          to: target,
          value: 500_000_000_000_000_000n,
          data: encodeFunctionData({ abi, functionName: 'record', args: [[1n, 2n, 300n], { who: bob, flag: true }] }),
        },
      ],
    })
    expect(reviews.at(-1)?.errorAbi).toEqual(abi)
  })

  it('is not stopped by a value left in the field of a payable method once another method is picked', async () => {
    const target = await openContractForm('function deposit() payable\nfunction ping()')
    fireEvent.change(screen.getByTestId('value-input'), { target: { value: 'oops' } })
    fireEvent.change(screen.getByTestId('method-select'), { target: { value: '1' } })
    expect(screen.queryByTestId('value-input')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByTestId('review-stub')
    expect(reviews.at(-1)?.calls).toEqual([
      { to: target, value: 0n, data: encodeFunctionData({ abi: parseAbi(['function ping()']), functionName: 'ping' }) },
    ])
  })

  it('collects actions in the batch, reorders and removes them, and reviews them as one transaction', async () => {
    gateway()
    await render({ flow: 'send' })
    await screen.findByTestId('token-select')
    const send = (amount: string) => {
      fireEvent.change(screen.getByTestId('recipient-input'), { target: { value: bob } })
      fireEvent.change(screen.getByTestId('amount-input'), { target: { value: amount } })
      fireEvent.click(screen.getByRole('button', { name: 'Add to batch' }))
    }
    send('0.1')
    send('0.2')
    send('0.3')
    expect(screen.getByTestId('batch-added').textContent).toContain('Added to the batch: Send 0.3 ETH')
    // The batch is kept in this browser: the batch screen, opened afresh, lists it.
    cleanup()
    await render({ flow: 'batch' })
    const labels = () => screen.getAllByTestId('batch-action').map((node) => node.textContent?.split('Up')[0])
    await waitFor(() => expect(labels()).toHaveLength(3))
    expect(screen.getByRole('link', { name: 'Batch (3)' })).toBeTruthy()
    fireEvent.click(within(screen.getAllByTestId('batch-action')[2]!).getByRole('button', { name: /^Up/ }))
    fireEvent.click(within(screen.getAllByTestId('batch-action')[0]!).getByRole('button', { name: /^Remove/ }))
    expect(labels()).toEqual([`Send 0.3 ETH to ${bob.slice(0, 6)}…${bob.slice(-4)}`, expect.stringContaining('0.2')])
    fireEvent.click(screen.getByRole('button', { name: 'Review batch' }))
    await screen.findByTestId('review-stub')
    expect(reviews.at(-1)?.origin).toEqual({ name: 'Transaction batch' })
    expect(reviews.at(-1)?.calls.map((call) => call.value)).toEqual([
      300_000_000_000_000_000n,
      200_000_000_000_000_000n,
    ])
  })

  it('says that a new transaction from a Replace link takes the queued nonce', async () => {
    gateway()
    await render({ flow: 'send', nonce: '5' })
    expect(screen.getByTestId('replacing-notice').textContent).toContain('replaces the queued transaction #5')
  })
})
