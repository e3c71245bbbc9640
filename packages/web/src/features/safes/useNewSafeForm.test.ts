import { encodeSafeSetup, predictSafeAddress } from '@strongroom/protocol'
import { act, renderHook } from '@testing-library/react'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAddressInput } from '../../lib/parseAddressInput'
import type { AddressOrName } from '../names'
import { useNewSafeForm } from './useNewSafeForm'

const NETWORK = { name: 'Devnet', shortName: 'dev' }
// The owner fields read by the address parser alone (names are looked up on a chain: e2e/ens-names.spec.ts).
const readAddresses = (texts: readonly string[]): AddressOrName[] =>
  texts.map((text) => {
    const parsed = parseAddressInput(text, NETWORK)
    return parsed.address ? { address: parsed.address } : { error: parsed.error }
  })
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address

describe('useNewSafeForm', () => {
  it('makes a wallet that connects after the first render the first owner, unless that row was typed in', () => {
    const { result, rerender } = renderHook(
      ({ account }) => useNewSafeForm(account, NETWORK, undefined, readAddresses),
      {
        initialProps: { account: undefined as Address | undefined },
      },
    )
    expect(result.current.owners.map((row) => row.address)).toEqual([''])
    rerender({ account: A })
    expect(result.current.owners.map((row) => row.address)).toEqual([A])

    const typed = renderHook(({ account }) => useNewSafeForm(account, NETWORK, undefined, readAddresses), {
      initialProps: { account: undefined as Address | undefined },
    })
    act(() => typed.result.current.updateOwner(typed.result.current.owners[0]!.key, { address: B }))
    typed.rerender({ account: A })
    expect(typed.result.current.owners.map((row) => row.address)).toEqual([B])
  })

  it('lowers the threshold when an owner is removed and it would exceed the owners left', () => {
    const { result } = renderHook(() => useNewSafeForm(A, NETWORK, undefined, readAddresses))
    act(() => result.current.addOwner())
    act(() => result.current.updateOwner(result.current.owners[1]!.key, { address: B }))
    act(() => result.current.setThreshold(2))
    expect(result.current.validation.valid).toEqual({ owners: [A, B], threshold: 2 })
    act(() => result.current.removeOwner(result.current.owners[1]!.key))
    expect(result.current.threshold).toBe(1)
    expect(result.current.validation.valid).toEqual({ owners: [A], threshold: 1 })
  })

  it('predicts the address of exactly the setup it validated, and none while the setup is invalid', () => {
    const { result } = renderHook(() => useNewSafeForm(A, NETWORK, undefined, readAddresses))
    const { saltNonce } = result.current
    expect(result.current.predicted).toBe(
      predictSafeAddress({ initializer: encodeSafeSetup({ owners: [A], threshold: 1 }), saltNonce }),
    )
    act(() => result.current.addOwner())
    act(() => result.current.updateOwner(result.current.owners[1]!.key, { address: '0x1234' }))
    expect(result.current.predicted).toBeUndefined()
    expect(result.current.validation.ownerErrors[1]).toMatch(/./)
  })

  it('starts from a nested Safe’s parent as the first owner, and keeps it when a wallet connects', () => {
    const { result, rerender } = renderHook(({ account }) => useNewSafeForm(account, NETWORK, B, readAddresses), {
      initialProps: { account: undefined as Address | undefined },
    })
    rerender({ account: A })
    expect(result.current.owners.map((row) => row.address)).toEqual([B])
    expect(result.current.validation.valid).toEqual({ owners: [B], threshold: 1 })
  })
})
