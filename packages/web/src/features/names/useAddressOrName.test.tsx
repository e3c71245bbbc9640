import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { useAddressOrName } from './useAddressOrName'

const REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = { name: 'Strongroom Devnet', shortName: 'dev' }

function Field({ text }: { text: string }) {
  return <output data-testid="read">{JSON.stringify(useAddressOrName(text, chain))}</output>
}
const read = () => JSON.parse(screen.getByTestId('read').textContent ?? '{}')
const rpcCalls = (fetchMock: ReturnType<typeof mockGateway>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('http://rpc.test'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useAddressOrName', () => {
  it('reads an address as the parser does, and on a chain without ENS refuses a name without looking it up', async () => {
    const fetchMock = mockGateway([['/v1/chains/1337', chainInfoFixture()]])
    await renderWithProviders(<Field text={ADDRESS.toLowerCase()} />)
    expect(read()).toEqual({ address: ADDRESS })
    cleanup()
    await renderWithProviders(<Field text="alice.eth" />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(read()).toEqual({ error: 'ENS names are not supported here: enter the 0x address.' })
    expect(rpcCalls(fetchMock)).toEqual([])
  })

  it('looks a name up where the chain offers DOMAIN_LOOKUP with a registry, and says so when the node fails', async () => {
    const fetchMock = mockGateway([
      ['/v1/chains/1337', chainInfoFixture({ ensRegistryAddress: REGISTRY, features: ['DOMAIN_LOOKUP'] })],
    ])
    await renderWithProviders(<Field text=" alice.eth " />)
    await waitFor(() => expect(read()).toEqual({ error: 'Looking up alice.eth…', pending: true }))
    // The test's node (rpc.test) answers nothing a node would: the lookup fails with the node's sentence.
    await waitFor(() =>
      expect(read()).toEqual({
        error: 'The network’s node did not answer the name lookup: try again in a moment, or enter the 0x address.',
      }),
    )
    expect(rpcCalls(fetchMock).length).toBeGreaterThan(0)
  })
})
