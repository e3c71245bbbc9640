import { useCallback, useMemo } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { useStoredState } from '../../hooks/useStoredState'

/** A Safe the user added by hand (or created here), kept in this browser per chain. */
export interface AddedSafe {
  address: Address
  /** The name given when adding or creating it; empty when none. */
  name: string
}

/** What {@link useAddedSafes} returns. */
export interface AddedSafes {
  safes: readonly AddedSafe[]
  /** Adds the Safe, or renames it when it is already listed with an empty name or `name` is given. */
  add(address: Address, name?: string): void
  remove(address: Address): void
  has(address: string): boolean
}

/** localStorage key of the added Safes of `chainId`. */
export function addedSafesKey(chainId: number): string {
  return `strongroom.addedSafes.${chainId}`
}

const NONE: readonly AddedSafe[] = []

function parseAddedSafes(stored: unknown): readonly AddedSafe[] | undefined {
  if (!Array.isArray(stored)) return undefined
  // Keep every entry that still makes sense; one bad entry must not lose the others.
  return stored.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { address, name } = item as { address?: unknown; name?: unknown }
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) return []
    return [{ address: getAddress(address), name: typeof name === 'string' ? name.slice(0, 50) : '' }]
  })
}

/** The Safes added by hand on `chainId`, in the order they were added. */
export function useAddedSafes(chainId: number): AddedSafes {
  const [safes, setSafes] = useStoredState(addedSafesKey(chainId), parseAddedSafes, NONE)
  const has = useCallback(
    (address: string) => safes.some((safe) => safe.address.toLowerCase() === address.toLowerCase()),
    [safes],
  )
  const add = useCallback(
    (address: Address, name?: string) => {
      const trimmed = name?.trim() ?? ''
      const existing = safes.find((safe) => safe.address === getAddress(address))
      if (existing) {
        if (trimmed === '' || trimmed === existing.name) return
        setSafes(safes.map((safe) => (safe === existing ? { ...safe, name: trimmed } : safe)))
        return
      }
      setSafes([...safes, { address: getAddress(address), name: trimmed }])
    },
    [safes, setSafes],
  )
  const remove = useCallback(
    (address: Address) => setSafes(safes.filter((safe) => safe.address.toLowerCase() !== address.toLowerCase())),
    [safes, setSafes],
  )
  return useMemo(() => ({ safes, add, remove, has }), [safes, add, remove, has])
}
