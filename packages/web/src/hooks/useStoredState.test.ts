import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useStoredState } from './useStoredState'

const parseNumber = (stored: unknown) => (typeof stored === 'number' ? stored : undefined)

afterEach(() => {
  window.localStorage.clear()
})

describe('useStoredState', () => {
  it('starts from the fallback, persists changes and shares them with other users of the key', () => {
    const first = renderHook(() => useStoredState('test.count', parseNumber, 0))
    const second = renderHook(() => useStoredState('test.count', parseNumber, 0))
    expect(first.result.current[0]).toBe(0)
    act(() => first.result.current[1](5))
    expect(first.result.current[0]).toBe(5)
    expect(second.result.current[0]).toBe(5)
    expect(window.localStorage.getItem('test.count')).toBe('5')
  })

  it('falls back on stored data that does not parse', () => {
    window.localStorage.setItem('test.count', '"five"')
    expect(renderHook(() => useStoredState('test.count', parseNumber, 1)).result.current[0]).toBe(1)
    window.localStorage.setItem('test.count', '{not json')
    expect(renderHook(() => useStoredState('test.count', parseNumber, 2)).result.current[0]).toBe(2)
  })

  it('follows changes made in another tab', () => {
    const hook = renderHook(() => useStoredState('test.count', parseNumber, 0))
    act(() => {
      window.localStorage.setItem('test.count', '9')
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.count' }))
    })
    expect(hook.result.current[0]).toBe(9)
  })
})
