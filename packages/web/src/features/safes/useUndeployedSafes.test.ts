import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { predictUndeployedSafeAddress, undeployedSafesKey } from './UndeployedSafe'
import { useUndeployedSafes } from './useUndeployedSafes'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const setup = { owners: [OWNER] as const, threshold: 1, saltNonce: '5' }
const SAFE = { address: predictUndeployedSafeAddress(setup), ...setup }

afterEach(() => window.localStorage.clear())

describe('useUndeployedSafes', () => {
  it('keeps a Safe once per chain, finds it by any case of its address, and forgets it', () => {
    const { result } = renderHook(() => useUndeployedSafes(1337))
    act(() => result.current.add(SAFE))
    act(() => result.current.add(SAFE))
    expect(result.current.safes).toEqual([SAFE])
    expect(result.current.find(SAFE.address.toLowerCase())).toEqual(SAFE)
    // Stored as JSON the data export can read back (docs/counterfactual-safes.md §4).
    expect(JSON.parse(window.localStorage.getItem(undeployedSafesKey(1337)) ?? '')).toEqual([SAFE])
    expect(renderHook(() => useUndeployedSafes(1)).result.current.safes).toEqual([])
    act(() => result.current.remove(SAFE.address))
    expect(result.current.find(SAFE.address)).toBeUndefined()
  })
})
