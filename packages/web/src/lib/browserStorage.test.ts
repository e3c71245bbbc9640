import { afterEach, describe, expect, it } from 'vitest'
import { refuseBrowserStorage } from '../testing/refuseBrowserStorage'
import { browserStorage } from './browserStorage'

let allowStorage: (() => void) | undefined
afterEach(() => allowStorage?.())

describe('browserStorage', () => {
  it('is localStorage where the browser allows it', () => {
    expect(browserStorage()).toBe(localStorage)
  })

  it('is undefined where reading localStorage throws', () => {
    allowStorage = refuseBrowserStorage()
    expect(browserStorage()).toBeUndefined()
  })
})
