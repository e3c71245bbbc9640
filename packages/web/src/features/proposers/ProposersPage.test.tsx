import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderSignedIn } from '../../testing/renderSignedIn'
import { ProposersPage } from './ProposersPage'

const PROPOSER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const STRANGER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

/** The gateway: chain, Safe, one proposer added by owner 0, and a session of `account` unless signed out. */
function render(account: Address, { signedIn = true } = {}) {
  const fetchMock = mockGateway([
    [
      '/v1/auth/me',
      signedIn
        ? { address: account, chainId: '1337', expiresAt: Date.now() + 3_600_000 }
        : () => Response.json({ code: 401, message: 'Not signed in' }, { status: 401 }),
    ],
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    [
      `/v2/chains/1337/delegates?safe=${SAFE_ADDRESS}`,
      {
        count: 1,
        next: null,
        previous: null,
        results: [{ safe: SAFE_ADDRESS, delegate: PROPOSER, delegator: OWNERS[0], label: 'Bookkeeper' }],
      },
    ],
  ])
  const sent = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
  return {
    sent,
    rendered: renderSignedIn(<ProposersPage address={SAFE_ADDRESS} prefix="dev" search={{}} />, { account }),
  }
}

const removeButton = () => screen.getByRole('button', { name: 'Remove the proposer Bookkeeper' }) as HTMLButtonElement

describe('Settings → Proposers', () => {
  it('says what a proposer may and may not do, and lists the Safe’s proposers', async () => {
    const { rendered } = render(OWNERS[0])
    await rendered
    expect((await screen.findByTestId('proposer')).textContent).toContain('Bookkeeper')
    expect(document.body.textContent).toContain('A proposer is an address an owner trusts to propose transactions')
    expect(document.body.textContent).toContain('cannot sign, confirm, reject or execute a transaction')
  })

  it('refuses an owner’s address and a malformed one before anything is signed', async () => {
    const { rendered, sent } = render(OWNERS[0])
    await rendered
    const address = await screen.findByLabelText('Proposer address')
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ops' } })
    fireEvent.change(address, { target: { value: OWNERS[1] } })
    fireEvent.click(screen.getByRole('button', { name: 'Add proposer' }))
    expect(
      screen.getByText('This address is an owner of the Safe: owners propose and sign without being proposers.'),
    ).toBeTruthy()
    fireEvent.change(address, { target: { value: '0x1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add proposer' }))
    expect(screen.getByText('An address is 0x followed by 40 hexadecimal characters; this one is not.')).toBeTruthy()
    expect(sent()).toEqual([])
  })

  it('lets only an owner add, and only the owner who added a proposer or the proposer itself remove it', async () => {
    await render(STRANGER).rendered
    await screen.findByTestId('proposer')
    expect(screen.getByTestId('proposer-owners-only')).toBeTruthy()
    expect(removeButton().disabled).toBe(true)
    expect(removeButton().title).toBe('Only the owner who added this proposer, or the proposer itself, can remove it.')
    cleanup()

    await render(PROPOSER).rendered
    await screen.findByTestId('proposer')
    await vi.waitFor(() => expect(removeButton().disabled).toBe(false))
  })

  it('asks an owner without a session to sign in first', async () => {
    await render(OWNERS[0], { signedIn: false }).rendered
    await screen.findByTestId('proposer')
    expect((await screen.findByTestId('proposer-sign-in')).textContent).toContain('needs you to be signed in')
    expect(screen.queryByLabelText('Proposer address')).toBeNull()
    expect(removeButton().disabled).toBe(true)
  })
})
