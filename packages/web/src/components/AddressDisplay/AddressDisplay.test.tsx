import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AddressDisplay } from './AddressDisplay'
import { AddressDisplayContext } from './AddressDisplayContext'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(cleanup)

describe('AddressDisplay', () => {
  it('shows the shortened checksummed address, the full one for screen readers, an identicon and a copy button', () => {
    render(<AddressDisplay address={ADDRESS.toLowerCase()} />)
    const code = screen.getByTitle(ADDRESS)
    expect(code.textContent).toBe(`0x7099…79C8${ADDRESS}`)
    expect(screen.getByTestId('identicon')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('takes the name and the explorer link from the context, a given name only as a fallback', () => {
    render(
      <AddressDisplayContext.Provider
        value={{
          nameOf: (address) => (address === ADDRESS ? 'Bob' : undefined),
          explorerUrlOf: (address) => `https://explorer.example/address/${address}`,
          useReverseName: () => undefined,
        }}
      >
        <AddressDisplay address={ADDRESS} fallbackName="Contract" format="full" />
      </AddressDisplayContext.Provider>,
    )
    expect(screen.getByText('Bob')).toBeTruthy()
    expect(screen.queryByText('Contract')).toBeNull()
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy the address of Bob' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Explorer/ }).getAttribute('href')).toBe(
      `https://explorer.example/address/${ADDRESS}`,
    )
  })

  it('shows the ENS reverse name beside the address and the user’s name, never in place of the address', () => {
    const knowledge = (userName: string | undefined) => ({
      nameOf: () => userName,
      explorerUrlOf: () => undefined,
      useReverseName: (address: string) => (address === ADDRESS ? 'alice.eth\u202e' : undefined),
    })
    const { unmount } = render(
      <AddressDisplayContext.Provider value={knowledge('Alice')}>
        <AddressDisplay address={ADDRESS} />
      </AddressDisplayContext.Provider>,
    )
    expect(screen.getByText('Alice')).toBeTruthy()
    expect(screen.getByTestId('ens-name').textContent).toBe('alice.eth')
    expect(screen.getByTitle(ADDRESS)).toBeTruthy()
    unmount()
    render(
      <AddressDisplayContext.Provider value={knowledge(undefined)}>
        <AddressDisplay address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" />
      </AddressDisplayContext.Provider>,
    )
    expect(screen.queryByTestId('ens-name')).toBeNull()
  })
})

describe('AddressDisplay names', () => {
  it('marks a name only the server gives, and shows no name that reorders or hides text (docs/web-security.md §2.5, §2.10)', () => {
    render(
      <AddressDisplayContext.Provider
        value={{
          nameOf: () => 'Tre\u200basury\u202e 0xdead',
          isServerName: () => true,
          explorerUrlOf: () => undefined,
          useReverseName: () => undefined,
        }}
      >
        <AddressDisplay address={ADDRESS} />
      </AddressDisplayContext.Provider>,
    )
    const name = screen.getByText('Treasury 0xdead')
    expect(name.tagName).toBe('BDI')
    expect(screen.getByTestId('server-name').textContent).toContain('name from the server')
  })
})
