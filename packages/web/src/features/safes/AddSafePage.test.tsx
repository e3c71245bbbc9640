import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { AddSafePage } from './AddSafePage'
import { addedSafesKey } from './useAddedSafes'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

async function submit(address: string, name = '') {
  fireEvent.change(screen.getByLabelText('Safe address'), { target: { value: address } })
  fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: name } })
  fireEvent.click(screen.getByRole('button', { name: 'Add Safe' }))
}

describe('AddSafePage', () => {
  it('rejects a malformed address before asking the gateway', async () => {
    const fetchMock = mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<AddSafePage />)
    await submit('vitalik.eth')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ENS names are not supported here: enter the 0x address.',
    )
    expect(screen.getByLabelText('Safe address').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/safes/'))).toBe(false)
  })

  it('refuses the address of another network instead of opening it on this one', async () => {
    const fetchMock = mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<AddSafePage />)
    await submit(`eth:${SAFE_ADDRESS}`)
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“eth:” is not the prefix of Strongroom Devnet (“dev:”), the only network this deployment serves. An address of another network cannot be used here.',
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/safes/'))).toBe(false)
    expect(window.location.pathname).toBe('/')
  })

  it('says clearly when there is no Safe at the address (404)', async () => {
    mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<AddSafePage />)
    await submit(SAFE_ADDRESS)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no Safe at this address on Strongroom Devnet.',
    )
    expect(window.localStorage.getItem(addedSafesKey(1337))).toBeNull()
  })

  it('reports another gateway failure with its message', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, gatewayFailure(422, 'Cannot get Safe info from blockchain')],
    ])
    await renderWithProviders(<AddSafePage />)
    await submit(SAFE_ADDRESS)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Safe could not be checked. The gateway refused the request as invalid.',
    )
  })

  it('adds a Safe found by the gateway and opens it', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ])
    await renderWithProviders(<AddSafePage />)
    await submit(`dev:${SAFE_ADDRESS.toLowerCase()}`, 'Treasury')
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/dev:${SAFE_ADDRESS}`))
    expect(JSON.parse(window.localStorage.getItem(addedSafesKey(1337)) ?? '[]')).toEqual([
      { address: SAFE_ADDRESS, name: 'Treasury' },
    ])
  })
})
