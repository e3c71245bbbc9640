import { encodeSafeSetup, predictSafeAddress } from '@strongroom/protocol'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { CreateSafePage } from './CreateSafePage'
import { undeployedSafesKey } from './UndeployedSafe'
import { addedSafesKey } from './useAddedSafes'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  window.localStorage.clear()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('CreateSafePage', () => {
  it('starts with the connected wallet as owner and shows the address the Safe will have', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 })
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<CreateSafePage />, { account: OWNERS[0] })
    expect((screen.getByLabelText('Owner 1 address') as HTMLInputElement).value).toBe(OWNERS[0])

    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    type('Owner 2 address', OWNERS[1].toLowerCase())
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    type('Owner 3 address', OWNERS[2])
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '2' } })

    const expected = predictSafeAddress({
      initializer: encodeSafeSetup({ owners: [...OWNERS], threshold: 2 }),
      saltNonce: 1_700_000_000_000n,
    })
    expect(within(screen.getByTestId('predicted-address')).getByText(expected)).toBeTruthy()
    expect(screen.getByText('2 out of 3 owners')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create Safe' })).toBeTruthy()
  })

  it('flags each wrong owner and hides the predicted address until all are valid', async () => {
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<CreateSafePage />, { account: OWNERS[0] })
    fireEvent.click(screen.getByRole('button', { name: 'Add owner' }))
    type('Owner 2 address', OWNERS[0].toLowerCase())
    expect(screen.getByText('This owner is already listed.')).toBeTruthy()
    expect(screen.getByLabelText('Owner 2 address').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Shown once every owner address is valid.')).toBeTruthy()

    type('Owner 2 address', 'alice.eth')
    expect(screen.getByText('ENS names are not supported here: enter the 0x address.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Remove owner 2' }))
    expect(screen.queryByLabelText('Owner 2 address')).toBeNull()
    expect(within(screen.getByTestId('predicted-address')).getByText(/^0x/)).toBeTruthy()
  })

  it('asks to connect a wallet before deploying', async () => {
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<CreateSafePage />)
    expect((screen.getByLabelText('Owner 1 address') as HTMLInputElement).value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet to create' }))
    // Submitting validates first: an empty owner is reported, and nothing is sent anywhere.
    expect(screen.getByText('Enter an address.')).toBeTruthy()
  })

  it('"Pay later" keeps the Safe at its predicted address without a wallet and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 })
    const fetchMock = mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<CreateSafePage />)
    type('Safe name (optional)', 'Later vault')
    type('Owner 1 address', OWNERS[0])
    fireEvent.click(screen.getByRole('radio', { name: /Pay later/ }))
    expect(screen.getByText(/Nothing is sent now/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create without deploying' }))

    const address = predictSafeAddress({
      initializer: encodeSafeSetup({ owners: [OWNERS[0]], threshold: 1 }),
      saltNonce: 1_700_000_000_000n,
    })
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(undeployedSafesKey(1337)) ?? '[]')).toEqual([
        { address, owners: [OWNERS[0]], threshold: 1, saltNonce: '1700000000000' },
      ]),
    )
    expect(JSON.parse(window.localStorage.getItem(addedSafesKey(1337)) ?? '[]')).toEqual([
      { address, name: 'Later vault' },
    ])
    // Only the chain's details were read: no wallet prompt, no deployment.
    expect(fetchMock.mock.calls.every(([input]) => String(input).includes('/v1/chains/1337'))).toBe(true)
  })
})
