import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SafeLayout } from './SafeLayout'

const OUTSIDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

function layout(prefix = 'dev') {
  return (
    <SafeLayout address={SAFE_ADDRESS} prefix={prefix} section="assets">
      <p>Section content</p>
    </SafeLayout>
  )
}

describe('SafeLayout', () => {
  const gateway = () =>
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ])

  it('marks the Safe read-only when the connected wallet is not an owner', async () => {
    gateway()
    await renderWithProviders(layout(), { account: OUTSIDER })
    expect(await screen.findByTestId('read-only-mark')).toBeTruthy()
    expect(screen.getByTestId('read-only-banner').textContent).toContain(
      'The connected wallet is not an owner of this Safe',
    )
    expect(screen.getByText('Section content')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Assets' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'NFTs' }).getAttribute('href')).toBe(`/dev:${SAFE_ADDRESS}/nfts`)
  })

  it('has no read-only mark for an owner', async () => {
    gateway()
    await renderWithProviders(layout(), { account: OWNERS[1] })
    expect(await screen.findByText('2/3 owners')).toBeTruthy()
    expect(screen.queryByTestId('read-only-mark')).toBeNull()
    expect(screen.queryByTestId('read-only-banner')).toBeNull()
  })

  it('is read-only without a wallet, and says how to sign', async () => {
    gateway()
    await renderWithProviders(layout())
    expect((await screen.findByTestId('read-only-banner')).textContent).toContain('Connect the wallet of an owner')
  })

  it('explains an address without a Safe instead of showing the sections', async () => {
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(layout())
    expect(await screen.findByRole('heading', { name: 'No Safe at this address' })).toBeTruthy()
    expect(screen.queryByText('Section content')).toBeNull()
  })

  it('keeps the sections when the Safe details fail for another reason', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, gatewayFailure(422, 'Cannot get Safe info from blockchain')],
    ])
    await renderWithProviders(layout())
    expect(await screen.findByText("The Safe's details could not be loaded.")).toBeTruthy()
    expect(screen.getByText('Section content')).toBeTruthy()
  })

  it('refuses a link for another network', async () => {
    gateway()
    await renderWithProviders(layout('eth'))
    expect(await screen.findByText('This link is for another network.')).toBeTruthy()
    expect(screen.queryByText('Section content')).toBeNull()
  })
})
