import { afterEach, describe, expect, it, vi } from 'vitest'
import { appHistory } from './appHistory'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('appHistory', () => {
  it('pushes a same-origin path and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = appHistory.subscribe(listener)
    const before = window.history.length
    appHistory.navigate('/dev:0x0000000000000000000000000000000000000001/assets?x=1')
    expect(appHistory.getPath()).toBe('/dev:0x0000000000000000000000000000000000000001/assets?x=1')
    expect(window.history.length).toBe(before + 1)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    appHistory.navigate('/new-safe')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('replaces the entry when asked', () => {
    const before = window.history.length
    appHistory.navigate('/add-safe', { replace: true })
    expect(window.history.length).toBe(before)
    expect(appHistory.getPath()).toBe('/add-safe')
  })

  it('notifies on back/forward (popstate)', () => {
    const listener = vi.fn()
    const unsubscribe = appHistory.subscribe(listener)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('refuses to leave the origin', () => {
    expect(() => appHistory.navigate('https://example.org/')).toThrow(RangeError)
  })
})
