import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { useSignIn } from '../sign-in'

/**
 * The account Safe App grants are kept for (docs/web-security.md, "Browser storage per account"): the signed-in one,
 * whose address book an app would read, else the connected wallet, else none (the browser's own book).
 */
export function useSafeAppPermissionsAccount(): Address | undefined {
  const { session } = useSignIn()
  const { address } = useAccount()
  return session?.address ?? address
}
