import { cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyScreen } from './lazyScreen'

afterEach(cleanup)

const Screen = () => <p>the screen</p>

describe('lazyScreen', () => {
  it('suspends on first use, but renders at once once preloaded', async () => {
    const Cold = lazyScreen(async () => Screen)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Cold />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('the screen')).toBeTruthy()
    cleanup()

    const Warm = lazyScreen(async () => Screen)
    await Warm.preload()
    // Synchronous render, no act flushing: a suspended screen would show the fallback here.
    render(
      <Suspense fallback={<p>loading</p>}>
        <Warm />
      </Suspense>,
    )
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByText('the screen')).toBeTruthy()
  })

  it('forgets a failed download, so the next use tries again', async () => {
    let attempts = 0
    const flaky = lazyScreen(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return Screen
    })
    await expect(flaky.preload()).rejects.toThrow('offline')
    await expect(flaky.preload()).resolves.toBe(Screen)
    expect(attempts).toBe(2)
  })
})
