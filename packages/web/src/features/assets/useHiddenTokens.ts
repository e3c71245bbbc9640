import { useCallback, useMemo } from 'react'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useStoredState } from '../../hooks/useStoredState'

/** What {@link useHiddenTokens} returns. */
export interface HiddenTokens {
  /** Lower-case token addresses hidden on this chain. */
  hidden: ReadonlySet<string>
  hide(tokenAddress: string): void
  unhide(tokenAddress: string): void
}

const NONE: readonly string[] = []

const parseHidden = (stored: unknown) =>
  Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string' && /^0x[0-9a-f]{40}$/.test(item))
    : undefined

/**
 * Tokens the user chose to hide (spam airdrops, dust), kept in this browser per chain as Safe{Wallet} does; they drop
 * out of lists and totals until unhidden.
 */
export function useHiddenTokens(): HiddenTokens {
  const { chainId } = useRuntimeConfig()
  const [list, setList] = useStoredState(`strongroom.hiddenTokens.${chainId}`, parseHidden, NONE)
  const hidden = useMemo(() => new Set(list), [list])
  const hide = useCallback(
    (tokenAddress: string) => {
      const key = tokenAddress.toLowerCase()
      if (!hidden.has(key)) setList([...list, key])
    },
    [hidden, list, setList],
  )
  const unhide = useCallback(
    (tokenAddress: string) => setList(list.filter((item) => item !== tokenAddress.toLowerCase())),
    [list, setList],
  )
  return useMemo(() => ({ hidden, hide, unhide }), [hidden, hide, unhide])
}
