import { useStoredState } from '../../hooks/useStoredState'

/** localStorage key of the blind-signing choice. */
export const BLIND_SIGNING_STORAGE_KEY = 'strongroom.blindSigning'

const parseBlindSigning = (stored: unknown): boolean | undefined => (typeof stored === 'boolean' ? stored : undefined)

/**
 * Whether Safe Apps may ask the Safe to sign a bare 32-byte hash, whose meaning nobody can show (docs/safe-apps-bridge.md
 * §5). Off until the user turns it on in Settings; kept in this browser only.
 */
export function useBlindSigning(): [boolean, (enabled: boolean) => void] {
  return useStoredState(BLIND_SIGNING_STORAGE_KEY, parseBlindSigning, false)
}
