import type { Address } from 'viem'

/**
 * EIP-712's own example message: Cow mails Bob under the "Ether Mail" domain. The packages' message tests sign, hash
 * and show it. It has no `primaryType`, as Safe Apps and the gateway's message API may send typed data (the root is
 * then the one struct no other type names); add `primaryType: 'Mail'` where a caller needs it. `chainId` moves the
 * domain to a test chain; `toMany` makes `to` a `Person[]` (a struct array). A fresh object each call.
 */
export function etherMail({ chainId = 1, toMany = false }: { chainId?: number; toMany?: boolean } = {}) {
  const bob = { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' as Address }
  return {
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Address,
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: toMany ? 'Person[]' : 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' as Address },
      to: toMany ? [bob] : bob,
      contents: 'Hello, Bob!',
    },
  }
}
