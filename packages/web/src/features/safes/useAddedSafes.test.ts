import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { addedSafesKey, useAddedSafes } from './useAddedSafes'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(() => window.localStorage.clear())

describe('useAddedSafes', () => {
  it('adds, names, lists and removes Safes per chain', () => {
    const { result } = renderHook(() => useAddedSafes(1337))
    act(() => result.current.add(SAFE))
    act(() => result.current.add(OTHER, ' Treasury '))
    act(() => result.current.add(SAFE, 'Ops'))
    expect(result.current.safes).toEqual([
      { address: SAFE, name: 'Ops' },
      { address: OTHER, name: 'Treasury' },
    ])
    expect(result.current.has(SAFE.toLowerCase())).toBe(true)
    act(() => result.current.remove(SAFE))
    expect(result.current.safes).toEqual([{ address: OTHER, name: 'Treasury' }])
    expect(renderHook(() => useAddedSafes(1)).result.current.safes).toEqual([])
  })

  it('keeps the valid entries of damaged storage', () => {
    window.localStorage.setItem(
      addedSafesKey(1337),
      JSON.stringify([{ address: SAFE.toLowerCase(), name: 'A' }, { address: 'nope' }, null, { address: OTHER }]),
    )
    expect(renderHook(() => useAddedSafes(1337)).result.current.safes).toEqual([
      { address: SAFE, name: 'A' },
      { address: OTHER, name: '' },
    ])
  })
})
