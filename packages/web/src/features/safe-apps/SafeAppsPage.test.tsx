import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '../../app/paths'
import { SAFE_ADDRESS, safeAppFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SafeAppsPage } from './SafeAppsPage'
import { CUSTOM_SAFE_APPS_KEY } from './useCustomSafeApps'
import { PINNED_SAFE_APPS_KEY } from './usePinnedSafeApps'

const REGISTRY = [
  safeAppFixture({ id: 1, url: 'https://swap.example/', name: 'Swapper', description: 'Swap tokens', tags: ['DeFi'] }),
  safeAppFixture({
    id: 2,
    url: 'https://builder.example/tx/',
    name: 'Transaction Builder',
    description: 'Compose batches',
    tags: ['Developer tools', 'Infrastructure'],
  }),
  safeAppFixture({ id: 3, url: 'https://stake.example/', name: 'Staker', description: 'Stake ETH', tags: ['DeFi'] }),
]

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByTestId('safe-app-card')
    .map((card) => within(card).getByRole('heading').textContent)

let fetchMock: ReturnType<typeof mockGateway>

beforeEach(() => {
  localStorage.clear()
  fetchMock = mockGateway([
    ['/v1/chains/1337/safe-apps', REGISTRY],
    ['/custom/manifest.json', { name: 'My Tool', description: 'A tool of mine', icons: [{ src: 'logo.png' }] }],
  ])
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const render = () => renderWithProviders(<SafeAppsPage address={SAFE_ADDRESS} prefix="dev" />)

describe('SafeAppsPage', () => {
  it('lists the registry’s apps for this web app’s origin, by name, each opening in the host', async () => {
    await render()
    const list = await screen.findByTestId('safe-apps-list')
    expect(names(list)).toEqual(['Staker', 'Swapper', 'Transaction Builder'])
    const asked = new URL(String(fetchMock.mock.calls[0]![0]))
    expect(asked.searchParams.get('client_url')).toBe(window.location.origin)
    expect(screen.getByRole('link', { name: 'Open Swapper' }).getAttribute('href')).toBe(
      paths.safe({ prefix: 'dev', address: SAFE_ADDRESS }, 'openApp', { appUrl: 'https://swap.example/' }),
    )
  })

  it('filters by search words and by tag, and says when nothing matches', async () => {
    await render()
    const list = await screen.findByTestId('safe-apps-list')
    fireEvent.change(screen.getByLabelText('Search apps'), { target: { value: 'batch' } })
    expect(names(list)).toEqual(['Transaction Builder'])
    fireEvent.change(screen.getByLabelText('Search apps'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'DeFi' }))
    expect(screen.getByRole('button', { name: 'DeFi' }).getAttribute('aria-pressed')).toBe('true')
    expect(names(list)).toEqual(['Staker', 'Swapper'])
    fireEvent.change(screen.getByLabelText('Search apps'), { target: { value: 'builder' } })
    expect(screen.getByTestId('safe-apps-empty').textContent).toBe('No app matches your search.')
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(names(list)).toEqual(['Transaction Builder'])
  })

  it('shows pinned apps first and keeps them pinned in this browser', async () => {
    await render()
    await screen.findByTestId('safe-apps-list')
    fireEvent.click(screen.getByRole('button', { name: 'Pin Transaction Builder' }))
    expect(names(screen.getByRole('list', { name: 'Pinned apps' }))).toEqual(['Transaction Builder'])
    expect(names(screen.getByRole('list', { name: 'Apps' }))).toEqual(['Staker', 'Swapper'])
    expect(JSON.parse(localStorage.getItem(PINNED_SAFE_APPS_KEY)!)).toEqual(['https://builder.example/tx/'])
    cleanup()
    await render()
    await screen.findByTestId('safe-apps-list')
    fireEvent.click(screen.getByRole('button', { name: 'Unpin Transaction Builder' }))
    expect(screen.queryByRole('list', { name: 'Pinned apps' })).toBeNull()
  })

  it('adds a custom app from its manifest once the user accepted the warning', async () => {
    await render()
    await screen.findByTestId('safe-apps-list')
    fireEvent.click(screen.getByRole('button', { name: 'Add custom app' }))
    const field = screen.getByLabelText('App address')
    fireEvent.change(field, { target: { value: 'http://apps.example/custom' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check app' })))
    expect(screen.getByRole('alert').textContent).toContain('must be served over https://')

    fireEvent.change(field, { target: { value: 'https://swap.example' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check app' })))
    expect(screen.getByRole('alert').textContent).toBe('This app is already in the list.')

    fireEvent.change(field, { target: { value: 'https://tools.example/custom' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check app' })))
    const preview = await screen.findByTestId('custom-app-preview')
    expect(preview.textContent).toContain('My Tool')
    expect(preview.textContent).toContain('A tool of mine')
    expect(screen.getByTestId('custom-app-warning').textContent).toContain('https://tools.example')
    const add = screen.getByRole('button', { name: 'Add app' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('I understand, and I trust https://tools.example.'))
    fireEvent.click(add)

    const list = screen.getByTestId('safe-apps-list')
    expect(names(list)).toEqual(['My Tool', 'Staker', 'Swapper', 'Transaction Builder'])
    expect(within(list).getAllByTestId('safe-app-card')[0]!.textContent).toContain('Custom app')
    expect(JSON.parse(localStorage.getItem(CUSTOM_SAFE_APPS_KEY)!)).toMatchObject([
      { url: 'https://tools.example/custom/', name: 'My Tool', iconUrl: 'https://tools.example/custom/logo.png' },
    ])
  })

  it('says in a sentence when the manifest cannot be read', async () => {
    await render()
    await screen.findByTestId('safe-apps-list')
    fireEvent.click(screen.getByRole('button', { name: 'Add custom app' }))
    fireEvent.change(screen.getByLabelText('App address'), { target: { value: 'https://nothing.example/' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check app' })))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'https://nothing.example has no Safe App manifest (manifest.json) at this address.',
    )
  })

  it('says when the registry cannot be read, and still lists the custom apps', async () => {
    mockGateway([])
    localStorage.setItem(
      CUSTOM_SAFE_APPS_KEY,
      JSON.stringify([{ url: 'https://tools.example/tool/', name: 'My Tool', description: 'Mine', acceptedAt: 1 }]),
    )
    await render()
    expect((await screen.findByTestId('safe-apps-registry-error')).textContent).toContain(
      'The list of apps could not be loaded.Your custom apps are listed below.',
    )
    expect(names(screen.getByTestId('safe-apps-list'))).toEqual(['My Tool'])
    mockGateway([['/v1/chains/1337/safe-apps', REGISTRY]])
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(names(screen.getByTestId('safe-apps-list'))).toHaveLength(4))
    expect(screen.queryByTestId('safe-apps-registry-error')).toBeNull()
  })
})
