import { delegateTypes, getDelegateTotp, getDelegateTypedData } from '@strongroom/protocol'
import {
  type Address,
  concat,
  getAddress,
  getTypesForEIP712Domain,
  type Hash,
  type Hex,
  hashDomain,
  hashMessage,
  hashStruct,
  keccak256,
  stringToHex,
} from 'viem'

/** A hash a delegate signature may sign, and its preimage (what a legacy EIP-1271 contract is handed). */
export type DelegateSignatureHash = { hash: Hash; preimage: Hex }

/**
 * Every hash the transaction service accepts for a delegate operation at `now` (docs/indexing.md §4.3): the current and the
 * previous hour's counter, each under the EIP-712 domain with and without `chainId`. With `legacy` (the v1 routes) also
 * the old `keccak256(checksummedDelegate + totp)` and its EIP-191 text form (`DelegateSignatureHelper`).
 */
export function getDelegateSignatureHashes({
  chainId,
  delegate,
  now,
  legacy = false,
}: {
  chainId: number
  delegate: Address
  now: Date
  legacy?: boolean
}): DelegateSignatureHash[] {
  const current = getDelegateTotp(now)
  const hashes: DelegateSignatureHash[] = []
  for (const totp of [current, current - 1n]) {
    for (const domainChainId of [chainId, null]) {
      const { domain, message } = getDelegateTypedData({ chainId: domainChainId, delegate, totp })
      const preimage = concat([
        '0x1901',
        // viem's generic typing cannot follow an optional chainId; the values are plain EIP-712 domain fields.
        hashDomain({ domain, types: { EIP712Domain: getTypesForEIP712Domain({ domain }) } } as Parameters<
          typeof hashDomain
        >[0]),
        hashStruct({ data: message, primaryType: 'Delegate', types: delegateTypes }),
      ])
      hashes.push({ hash: keccak256(preimage), preimage })
    }
    if (legacy) {
      const text = `${getAddress(delegate)}${totp}`
      const preimage = stringToHex(text)
      hashes.push({ hash: keccak256(preimage), preimage }, { hash: hashMessage(text), preimage })
    }
  }
  return hashes
}
