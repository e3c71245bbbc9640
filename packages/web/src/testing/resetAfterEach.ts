import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

/** Registers, for every test of the file: unmount what it rendered, restore the globals it stubbed, empty localStorage. */
export function resetAfterEach(): void {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })
}
