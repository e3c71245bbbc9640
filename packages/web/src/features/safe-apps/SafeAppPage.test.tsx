import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, SAFE_ADDRESS, safeAppFixture, safeInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SAME_ORIGIN_APP } from './describeAppUrlProblem'
import { SafeAppPage } from './SafeAppPage'
import { CUSTOM_SAFE_APPS_KEY } from './useCustomSafeApps'

const listed = safeAppFixture({
  url: 'https://builder.example/tx/',
  name: 'Transaction Builder',
  iconUrl: 'https://builder.example/tx/icon.svg',
  description: 'Compose batches',
})

beforeEach(() => {
  localStorage.clear()
  mockGateway([
    ['/v1/chains/1337/safe-apps', [listed]],
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ['/tool/manifest.json', { name: 'My Tool', description: 'A tool of mine' }],
  ])
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const open = (appUrl: string) =>
  renderWithProviders(<SafeAppPage address={SAFE_ADDRESS} prefix="dev" search={{ appUrl }} />)

const frame = () => document.querySelector('iframe')

describe('SafeAppPage', () => {
  it('opens a registry app under its registry name, with its origin shown by the host', async () => {
    // The app's own state in the query and the fragment, without the trailing slash: still the listed app.
    await open('https://builder.example/tx?tab=history#top')
    expect((await screen.findByTestId('app-name')).textContent).toBe('Transaction Builder')
    expect(screen.getByTestId('app-origin').textContent).toBe('https://builder.example')
    expect(frame()?.getAttribute('src')).toBe('https://builder.example/tx?tab=history#top')
    expect(screen.queryByTestId('custom-app-warning')).toBeNull()
    expect(document.title).toBe('Transaction Builder · Strongroom')
  })

  it('never loads an unknown app silently: the warning first, then the app once accepted', async () => {
    await open('https://tools.example/tool/?page=2')
    expect((await screen.findByTestId('custom-app-warning')).textContent).toContain('https://tools.example')
    expect(screen.getByTestId('custom-app-preview').textContent).toContain('My Tool')
    expect(frame()).toBeNull()
    fireEvent.click(screen.getByLabelText('I understand, and I trust https://tools.example.'))
    fireEvent.click(screen.getByRole('button', { name: 'Open app' }))
    expect((await screen.findByTestId('app-name')).textContent).toBe('My Tool')
    expect(frame()?.getAttribute('src')).toBe('https://tools.example/tool/?page=2')
    expect(JSON.parse(localStorage.getItem(CUSTOM_SAFE_APPS_KEY)!)).toMatchObject([
      { url: 'https://tools.example/tool/' },
    ])

    // Accepted once per origin: the next visit opens at once.
    cleanup()
    await open('https://tools.example/tool/')
    expect((await screen.findByTestId('app-name')).textContent).toBe('My Tool')
    expect(screen.queryByTestId('custom-app-warning')).toBeNull()
  })

  it('goes back instead of opening when the user cancels the warning', async () => {
    await open('https://tools.example/tool/')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(window.location.pathname).toBe(`/dev:${SAFE_ADDRESS}/apps`)
    expect(localStorage.getItem(CUSTOM_SAFE_APPS_KEY)).toBeNull()
  })

  it('does not open an unknown app whose manifest cannot be read', async () => {
    await open('https://broken.example/')
    expect((await screen.findByTestId('safe-app-unknown')).textContent).toContain(
      'https://broken.example has no Safe App manifest',
    )
    expect(frame()).toBeNull()
  })

  it('refuses, in a sentence, an app on plain http away from this computer or on the wallet’s own origin', async () => {
    await open('http://builder.example/tx/')
    expect((await screen.findByTestId('safe-app-refused')).textContent).toContain('must be served over https://')
    expect(frame()).toBeNull()
    cleanup()
    await open(`${window.location.origin}/apps/sample/`)
    expect((await screen.findByTestId('safe-app-refused')).textContent).toContain(SAME_ORIGIN_APP)
    expect(frame()).toBeNull()
  })
})
