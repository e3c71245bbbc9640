import { cleanup, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { useFocusAfterConnect } from './useFocusAfterConnect'

afterEach(cleanup)

function Header() {
  const container = useRef<HTMLDivElement>(null)
  useFocusAfterConnect(container)
  return (
    <div ref={container}>
      <button type="button" data-testid="rk-account-button">
        0xf39F…2266
      </button>
    </div>
  )
}

async function setup() {
  const { connectWallet } = await renderWithProviders(
    <>
      <Header />
      <input aria-label="Elsewhere" />
    </>,
    { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', connected: false },
  )
  return connectWallet
}

describe('useFocusAfterConnect', () => {
  it('moves focus from <body> to the account button once the wallet is connected', async () => {
    const connectWallet = await setup()
    expect(document.activeElement).toBe(document.body)
    await connectWallet()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('rk-account-button')))
  })

  it('leaves focus where the user put it', async () => {
    const connectWallet = await setup()
    screen.getByLabelText('Elsewhere').focus()
    await connectWallet()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(document.activeElement).toBe(screen.getByLabelText('Elsewhere'))
  })
})
