import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chainInfoFixture, SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { matchRoute, type SafeRouteName } from '../paths'
import { usePreloadSafeRoute } from './usePreloadSafeRoute'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

type ProbeProps = {
  pathname: string
  preloadFrame: () => Promise<void>
  preloadScreen: (name: SafeRouteName) => void
}

function Probe({ pathname, preloadFrame, preloadScreen }: ProbeProps) {
  usePreloadSafeRoute(matchRoute(pathname), preloadFrame, preloadScreen)
  return null
}

async function preloadFor(pathname: string) {
  // The chain on screen follows the page's URL (ActiveChainProvider).
  window.history.replaceState(null, '', pathname)
  const fetchMock = mockGateway([['/v1/chains/1337', chainInfoFixture()]])
  const preloadFrame = vi.fn(() => Promise.resolve())
  const screens: SafeRouteName[] = []
  const preloadScreen = (name: SafeRouteName) => {
    screens.push(name)
  }
  const { queryClient } = await renderWithProviders(
    <Probe pathname={pathname} preloadFrame={preloadFrame} preloadScreen={preloadScreen} />,
  )
  await act(async () => {})
  const requested = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname)
  return { preloadFrame, screens, requested, queryClient }
}

describe('usePreloadSafeRoute', () => {
  it("starts the frame's code, the screen's code and the chain's description together on a Safe's URL", async () => {
    const { preloadFrame, screens, requested, queryClient } = await preloadFor(`/dev:${SAFE_ADDRESS}/assets`)
    expect(preloadFrame).toHaveBeenCalledTimes(1)
    expect(screens).toEqual(['assets'])
    expect(requested).toEqual(['/v1/chains/1337'])
    // Cached where the frame reads it (useChainInfo), so the frame does not ask again.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ).toContainEqual(chainInfoFixture())
  })

  it('starts nothing outside a Safe', async () => {
    for (const pathname of ['/', '/address-book', '/no-such-page']) {
      const { preloadFrame, screens, requested } = await preloadFor(pathname)
      expect({ pathname, frame: preloadFrame.mock.calls.length, screens, requested }).toEqual({
        pathname,
        frame: 0,
        screens: [],
        requested: [],
      })
      cleanup()
    }
  })
})
