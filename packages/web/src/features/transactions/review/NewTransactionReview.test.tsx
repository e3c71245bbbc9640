import { type SafeTxCall, safeL2Abi } from '@strongroom/protocol'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { type Address, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chainInfoFixture,
  OWNERS,
  queuedTransactionFixture,
  queuePageFixture,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import type { SafeTxSimulation } from '../actions/simulateSafeTx'
import type { SafeTxFlowStage } from '../hooks/useSafeTxFlow'
import { NewTransactionReview } from './NewTransactionReview'

// The node is another process: the Safe's state and the simulation are faked at their function boundary (the real
// ones run against the devnet in the browser journeys of e2e/new-transactions.spec.ts); the proposal hook is watched.
const chain = vi.hoisted(() => ({
  simulation: { outcome: 'success', balanceChanges: [] } as SafeTxSimulation,
  simulate: vi.fn(),
  run: vi.fn(),
  stage: { step: 'idle' } as SafeTxFlowStage<unknown>,
}))
vi.mock('@strongroom/protocol', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@strongroom/protocol')>()),
  readSafeState: async () => ({ owners: [...OWNERS], threshold: 2, nonce: 4n }),
}))
vi.mock('../actions/simulateSafeTx', () => ({
  simulateSafeTx: async (...args: unknown[]) => {
    chain.simulate(...args)
    return chain.simulation
  },
}))
vi.mock('../hooks/useProposeNewSafeTx', () => ({
  useProposeNewSafeTx: () => ({ stage: chain.stage, run: chain.run, reset: vi.fn(), error: null }),
}))

const safe = getAddress(SAFE_ADDRESS)
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const calls: SafeTxCall[] = [
  {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OWNERS[2], 5n] }),
  },
]
const base = `/v1/chains/1337/safes/${safe}`

function gateway({ simulation = true, safeTxGas = '0' } = {}) {
  return mockGateway([
    ['/v1/chains/1337', chainInfoFixture({ features: simulation ? ['TX_SIMULATION'] : [] })],
    [`${base}/nonces`, { currentNonce: 4, recommendedNonce: 6 }],
    [
      `/v2/chains/1337/safes/${safe}/multisig-transactions/estimations`,
      { currentNonce: 4, recommendedNonce: 6, safeTxGas },
    ],
    [base, safeInfoFixture({ nonce: 4 })],
    [
      /\/transactions\/queued/,
      queuePageFixture([queuedTransactionFixture(4, null), queuedTransactionFixture(5, [OWNERS[1]])]),
    ],
    [/\/balances\//, { fiatTotal: '0', items: [] }],
  ])
}

async function render(props: Partial<Parameters<typeof NewTransactionReview>[0]> = {}, account: Address = OWNERS[1]) {
  const onProposed = vi.fn()
  const onCancel = vi.fn()
  const result = await renderWithProviders(
    <NewTransactionReview
      address={safe}
      prefix="dev"
      calls={calls}
      origin={{ name: 'Send tokens' }}
      onProposed={onProposed}
      onCancel={onCancel}
      {...props}
    />,
    { account },
  )
  return { ...result, onProposed, onCancel }
}

const nonceField = () => screen.getByTestId('new-tx-nonce') as HTMLInputElement
const proposeButton = () => screen.getByRole('button', { name: 'Sign and propose' }) as HTMLButtonElement

beforeEach(() => {
  chain.simulation = { outcome: 'success', balanceChanges: [] }
  chain.stage = { step: 'idle' }
  chain.run.mockReset()
  chain.simulate.mockReset()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('NewTransactionReview', () => {
  it('prefills the recommended nonce, reviews the transaction built from the calls and names its origin', async () => {
    gateway()
    await render()
    await waitFor(() => expect(nonceField().value).toBe('6'))
    expect(screen.getByTestId('new-tx-origin').textContent).toBe('Made by Send tokens')
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    expect(screen.getByTestId('decoded-erc20').textContent).toContain('Sends 5 base units')
    expect(screen.getByTestId('new-tx-gas').textContent).toMatch(/safeTxGas 0/)
    await waitFor(() => expect(screen.getByTestId('simulation-success')).toBeTruthy())
    expect(proposeButton().disabled).toBe(false)
  })

  it('warns of a replacement on a queued nonce and of a gap ahead, and refuses a used one', async () => {
    gateway()
    await render()
    await waitFor(() => expect(nonceField().value).toBe('6'))
    fireEvent.change(nonceField(), { target: { value: '5' } })
    expect(screen.getByTestId('nonce-replace').textContent).toContain('this one replaces it')
    fireEvent.change(nonceField(), { target: { value: '8' } })
    expect(screen.getByTestId('nonce-skip').textContent).toContain('skips #6 to #7')
    fireEvent.change(nonceField(), { target: { value: '3' } })
    expect(screen.getByRole('alert').textContent).toContain('Nonce 3 is already used')
    expect(proposeButton().disabled).toBe(true)
  })

  it('starts from the nonce it is given (a replacement) and says it replaces', async () => {
    gateway()
    await render({ nonce: 4n })
    await waitFor(() => expect(screen.getByTestId('nonce-replace')).toBeTruthy())
    expect(nonceField().value).toBe('4')
  })

  it('shows the revert reason of the simulation before anyone signs', async () => {
    chain.simulation = { outcome: 'revert', reason: 'the contract said “InsufficientBalance”' }
    gateway()
    await render()
    const reason = await screen.findByTestId('simulation-reason')
    expect(reason.textContent).toContain('it would revert: the contract said “InsufficientBalance”')
    expect(chain.simulate).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ safe, owner: OWNERS[1], tx: expect.objectContaining({ to: token }) }),
    )
    expect(chain.run).not.toHaveBeenCalled()
  })

  it('says when the chain offers no simulation, and does not run one', async () => {
    gateway({ simulation: false })
    await render()
    await screen.findByTestId('simulation-off')
    expect(chain.simulate).not.toHaveBeenCalled()
  })

  it('signs and proposes the transaction at the chosen nonce with the estimated safeTxGas and its origin', async () => {
    gateway({ safeTxGas: '51000' })
    await render()
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    fireEvent.change(nonceField(), { target: { value: '7' } })
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('7'))
    fireEvent.click(proposeButton())
    expect(chain.run).toHaveBeenCalledWith({
      tx: expect.objectContaining({ to: token, nonce: 7n, safeTxGas: 51_000n, operation: 0 }),
      origin: { name: 'Send tokens' },
      acknowledgedControlChange: false,
      blindSigning: false,
    })
  })

  it('shows each name with the full address it resolved to, and has it checked again before signing', async () => {
    gateway()
    const names = [{ name: 'alice.dev', address: OWNERS[0] }]
    await render({ names })
    expect(screen.getByTestId('review-name').textContent).toBe(`alice.dev resolves to ${OWNERS[0]}`)
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    fireEvent.click(proposeButton())
    const { verifyNames } = chain.run.mock.calls[0]?.[0] ?? {}
    expect(verifyNames).toBeTypeOf('function')
    // The chain description of the fixture names no ENS registry: the names cannot be checked, so nothing is signed.
    await expect(verifyNames()).rejects.toThrow('This network no longer offers ENS names')
  })

  it('uses the safeTxGas the flow fixes instead of asking the gateway', async () => {
    const fetchMock = gateway({ safeTxGas: '51000' })
    await render({ safeTxGas: 70_000n, origin: { name: 'Mail App', url: 'https://mail.example' } })
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    expect(screen.getByTestId('new-tx-gas').textContent).toBe('safeTxGas 70000, as Mail App asked.')
    fireEvent.click(proposeButton())
    expect(chain.run).toHaveBeenCalledWith(
      expect.objectContaining({ tx: expect.objectContaining({ safeTxGas: 70_000n }) }),
    )
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/estimations'))).toBe(false)
  })

  it('hands the proposal (its safeTxHash and id) on once it is stored, and not after a failure', async () => {
    gateway()
    const { onProposed } = await render()
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    chain.run.mockResolvedValueOnce(undefined)
    fireEvent.click(proposeButton())
    await waitFor(() => expect(chain.run).toHaveBeenCalledTimes(1))
    expect(onProposed).not.toHaveBeenCalled()
    const proposed = { safeTxHash: '0x01', txId: 'multisig_x', details: {} }
    chain.run.mockResolvedValueOnce(proposed)
    fireEvent.click(proposeButton())
    const tx = chain.run.mock.calls[1]?.[0].tx
    await waitFor(() => expect(onProposed).toHaveBeenCalledWith(proposed))
    expect(tx.nonce).toBe(6n)
  })

  it('asks for the acknowledgement of a change of control before it may be signed and proposed', async () => {
    gateway()
    const addOwner = encodeFunctionData({
      abi: safeL2Abi,
      functionName: 'addOwnerWithThreshold',
      args: [getAddress(token), 1n],
    })
    await render({ calls: [{ to: safe, value: 0n, data: addOwner }] })
    const acknowledge = await screen.findByTestId('review-acknowledge')
    await waitFor(() => expect(screen.getByTestId('review-nonce').textContent).toBe('6'))
    expect(proposeButton().disabled).toBe(true)
    fireEvent.click(acknowledge.querySelector('input')!)
    expect(proposeButton().disabled).toBe(false)
    fireEvent.click(proposeButton())
    expect(chain.run).toHaveBeenCalledWith(expect.objectContaining({ acknowledgedControlChange: true }))
  })

  it('tells a wallet that is not an owner that it proposes as a delegate, without a confirmation', async () => {
    gateway()
    await render({}, getAddress(token))
    expect((await screen.findByTestId('new-tx-delegate')).textContent).toContain('delegate of an owner')
    expect(screen.queryByTestId('new-tx-connect')).toBeNull()
  })

  it('says why calls that make no transaction cannot be reviewed, and offers nothing to sign', async () => {
    gateway()
    await render({ calls: [] })
    expect(screen.getByTestId('new-tx-build-error').textContent).toContain(
      'The transaction has no action yet: add one before reviewing it.',
    )
    expect(screen.queryByRole('button', { name: 'Sign and propose' })).toBeNull()
  })
})
