import { useCallback, useMemo } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { useStoredState } from '../../hooks/useStoredState'

/** localStorage key of the names given to Safes in this browser (docs/look-and-feel.md §1). */
export const SAFE_NAMES_KEY = 'strongroom.safeNames'

/** The longest Safe name kept, as for added Safes. */
export const SAFE_NAME_MAX_LENGTH = 50

/** Chain id (decimal string) → checksummed Safe address → name. */
export type SafeNames = Readonly<Record<string, Readonly<Record<Address, string>>>>

/** What {@link useSafeNames} returns for one chain. */
export interface SafeNamesOfChain {
  /** The name given to the Safe on this chain, if any. */
  nameOf(address: string): string | undefined
  /** Names the Safe; an empty or blank name removes its name. */
  rename(address: Address, name: string): void
}

const NONE: SafeNames = {}

/** Reads the stored names, keeping every entry that still makes sense: one bad entry must not lose the others. */
export function parseSafeNames(stored: unknown): SafeNames | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined
  const names: Record<string, Record<Address, string>> = {}
  for (const [chainId, entries] of Object.entries(stored)) {
    if (!/^[1-9]\d*$/.test(chainId) || typeof entries !== 'object' || entries === null || Array.isArray(entries))
      continue
    for (const [address, name] of Object.entries(entries as Record<string, unknown>)) {
      if (!isAddress(address, { strict: false }) || typeof name !== 'string') continue
      const trimmed = name.trim().slice(0, SAFE_NAME_MAX_LENGTH)
      if (trimmed === '') continue
      names[chainId] = { ...names[chainId], [getAddress(address)]: trimmed }
    }
  }
  return names
}

/** The names given to Safes of `chainId` in this browser, shared by every screen and tab. */
export function useSafeNames(chainId: number): SafeNamesOfChain {
  const [names, setNames] = useStoredState(SAFE_NAMES_KEY, parseSafeNames, NONE)
  const ofChain = names[String(chainId)]
  const nameOf = useCallback(
    (address: string) => (isAddress(address, { strict: false }) ? ofChain?.[getAddress(address)] : undefined),
    [ofChain],
  )
  const rename = useCallback(
    (address: Address, name: string) => {
      const trimmed = name.trim().slice(0, SAFE_NAME_MAX_LENGTH)
      const { [getAddress(address)]: _previous, ...others } = ofChain ?? {}
      const chainNames = trimmed === '' ? others : { ...others, [getAddress(address)]: trimmed }
      setNames({ ...names, [String(chainId)]: chainNames })
    },
    [names, ofChain, chainId, setNames],
  )
  return useMemo(() => ({ nameOf, rename }), [nameOf, rename])
}
