import { useCallback, useMemo } from 'react'
import type { Address } from 'viem'
import { useStoredState } from '../../hooks/useStoredState'
import { parseUndeployedSafes, type UndeployedSafe, undeployedSafesKey } from './UndeployedSafe'

/** What {@link useUndeployedSafes} returns. */
export interface UndeployedSafes {
  safes: readonly UndeployedSafe[]
  /** The undeployed Safe at `address`, if this browser keeps one. */
  find(address: string): UndeployedSafe | undefined
  /** Keeps `safe` (once: the address is its identity). */
  add(safe: UndeployedSafe): void
  /** Forgets the Safe at `address` (it is deployed now). */
  remove(address: string): void
}

const NONE: readonly UndeployedSafe[] = []

/** The Safes created without deployment on `chainId` that this browser keeps (docs/counterfactual-safes.md). */
export function useUndeployedSafes(chainId: number): UndeployedSafes {
  const [safes, setSafes] = useStoredState<readonly UndeployedSafe[]>(
    undeployedSafesKey(chainId),
    parseUndeployedSafes,
    NONE,
  )
  const find = useCallback(
    (address: string) => safes.find((safe) => safe.address.toLowerCase() === address.toLowerCase()),
    [safes],
  )
  const add = useCallback(
    (safe: UndeployedSafe) => {
      if (!find(safe.address)) setSafes([...safes, safe])
    },
    [safes, find, setSafes],
  )
  const remove = useCallback(
    (address: Address | string) => {
      if (find(address)) setSafes(safes.filter((safe) => safe.address.toLowerCase() !== address.toLowerCase()))
    },
    [safes, find, setSafes],
  )
  return useMemo(() => ({ safes, find, add, remove }), [safes, find, add, remove])
}
