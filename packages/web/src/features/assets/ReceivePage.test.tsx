import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { ReceivePage } from './ReceivePage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ReceivePage', () => {
  it('shows the address as text and QR code, warns about the network, and copies it', async () => {
    mockGateway([])
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await renderWithProviders(<ReceivePage address={SAFE_ADDRESS.toLowerCase() as `0x${string}`} />)
    expect(screen.getByRole('img', { name: `QR code of the Safe address ${SAFE_ADDRESS}` })).toBeTruthy()
    expect(screen.getByText(SAFE_ADDRESS)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Only send assets on Strongroom Devnet to this address.')
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith(SAFE_ADDRESS)
    expect(screen.getByText('Copied!')).toBeTruthy()
  })
})
