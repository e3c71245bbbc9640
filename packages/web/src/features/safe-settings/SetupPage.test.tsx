import { safeL2Abi } from '@strongroom/protocol'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { decodeFunctionData, getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SafeStreamContext } from '../../hooks/useSafeStreamStatus'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SetupPage } from './SetupPage'
import { fakeSafeSettingsNode } from './testing/fakeSafeSettingsNode'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The chain lists the owners in another order than the gateway: the predecessor must come from the chain's.
const CHAIN_ORDER = [OWNERS[2]!, OWNERS[0]!, OWNERS[1]!]

/** The Setup screen; `inSafe`: inside a Safe's frame, as the app shows it (its known addresses checked). */
function setup({ inSafe = false } = {}) {
  fakeSafeSettingsNode(
    [
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}/nonces`, { currentNonce: 3, recommendedNonce: 3 }],
    ],
    { owners: CHAIN_ORDER, threshold: 2 },
  )
  const page = <SetupPage address={SAFE_ADDRESS} prefix="dev" search={{}} />
  return renderWithProviders(
    inSafe ? <SafeStreamContext value={{ safe: SAFE_ADDRESS, status: 'live' }}>{page}</SafeStreamContext> : page,
  )
}

describe('SetupPage', () => {
  it('shows the owners and threshold the contract holds', async () => {
    await setup()
    const owners = await screen.findAllByTestId('owner')
    expect(owners.map((owner) => owner.getAttribute('data-address'))).toEqual(CHAIN_ORDER)
    expect(screen.getByTestId('setup-threshold').textContent).toBe(
      'Any transaction needs 2 out of 3 owners to confirm it.',
    )
  })

  it('says at the field what Safe 1.4.1 would refuse, and reviews a valid change', async () => {
    await setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Add owner' }))
    const input = screen.getByTestId('settings-owner-address')
    fireEvent.change(input, { target: { value: OWNERS[1] } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText('This address is already an owner of the Safe.')).toBeTruthy()
    fireEvent.change(input, { target: { value: SAFE_ADDRESS } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.getByText('The Safe cannot be its own owner.')).toBeTruthy()
    fireEvent.change(input, { target: { value: '0x1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(screen.queryByTestId('new-transaction-review')).toBeNull()
    fireEvent.change(input, { target: { value: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' } })
    fireEvent.change(screen.getByTestId('settings-threshold'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect((await screen.findByTestId('new-tx-origin')).textContent).toBe('Made by Add owner')
  })

  it('flags a new owner that looks like a current owner (docs/spam-and-poisoning.md §1)', async () => {
    await setup({ inSafe: true })
    fireEvent.click(await screen.findByRole('button', { name: 'Add owner' }))
    const lookAlike = getAddress(`${OWNERS[1]!.slice(0, 5)}${'0'.repeat(33)}${OWNERS[1]!.slice(-4)}`)
    fireEvent.change(screen.getByTestId('settings-owner-address'), { target: { value: lookAlike } })
    expect((await screen.findByTestId('look-alike-warning')).textContent).toContain(
      `${lookAlike} starts and ends like an owner of this Safe (0x7099…79C8)`,
    )
    fireEvent.change(screen.getByTestId('settings-owner-address'), { target: { value: OWNERS[1] } })
    expect(screen.queryByTestId('look-alike-warning')).toBeNull()
  })

  it('removes an owner with the chain’s predecessor as prevOwner', async () => {
    await setup()
    const owners = await screen.findAllByTestId('owner')
    // OWNERS[1] follows OWNERS[0] on chain.
    const row = owners.find((owner) => owner.getAttribute('data-address') === OWNERS[1])!
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }))
    fireEvent.change(screen.getByTestId('settings-threshold'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await screen.findByTestId('review-fields')
    const data = screen.getByTestId('review-fields').textContent!.match(/0xf8dc5dd9[0-9a-f]+/)![0] as `0x${string}`
    expect(decodeFunctionData({ abi: safeL2Abi, data }).args).toEqual([OWNERS[0], OWNERS[1], 2n])
  })
})
