import { type Address, getAddress } from 'viem'

/** EIP-712 types of the transaction service's delegate authorisation (typehash 0x6c9e874b…cfba, docs/indexing.md §4.3); the gateway checks it, the web signs it. */
export const delegateTypes = {
  Delegate: [
    { name: 'delegateAddress', type: 'address' },
    { name: 'totp', type: 'uint256' },
  ],
} as const

/**
 * What a delegator signs to add (or either party to remove) a delegate: `Delegate(address delegateAddress,uint256 totp)`
 * under the domain `{name: 'Safe Transaction Service', version: '1.0', chainId}`. The service also accepts the domain
 * without `chainId` (`chainId: null` here), which is what older clients sign.
 */
export function getDelegateTypedData({
  chainId,
  delegate,
  totp,
}: {
  chainId: number | null
  delegate: Address
  totp: bigint
}) {
  return {
    domain: {
      name: 'Safe Transaction Service',
      version: '1.0',
      ...(chainId === null ? {} : { chainId }),
    },
    types: delegateTypes,
    primaryType: 'Delegate',
    message: { delegateAddress: getAddress(delegate), totp },
  } as const
}
