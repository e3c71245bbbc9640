import { concat, encodeAbiParameters, keccak256, recoverAddress, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { safeMessageVectors } from '../testing/safeHashVectors'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeMessageHash } from './getSafeMessageHash'
import { getSafeMessageTypedData } from './getSafeMessageTypedData'
import { hashSafeMessageContent } from './hashSafeMessageContent'

// CompatibilityFallbackHandler SAFE_MSG_TYPEHASH = keccak("SafeMessage(bytes message)")
const SAFE_MSG_TYPEHASH = '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca'
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** getMessageHashForSafe(safe, m) written out as the handler computes it. */
function onChainFormula(chainId: number, data: `0x${string}`) {
  const structHash = keccak256(
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }], [SAFE_MSG_TYPEHASH, keccak256(data)]),
  )
  return keccak256(concat(['0x1901', getSafeDomainHash({ chainId, safeAddress }), structHash]))
}

describe('getSafeMessageHash', () => {
  it.each(safeMessageVectors.map((vector) => [vector.name, vector] as const))(
    'equals the hash a Safe contract computed: %s',
    (_, { chainId, safeAddress: safe, message, messageHash }) => {
      expect(keccak256(toHex('SafeMessage(bytes message)'))).toBe(SAFE_MSG_TYPEHASH)
      expect(getSafeMessageHash({ chainId, safeAddress: safe, message })).toBe(messageHash)
    },
  )

  it('wraps the EIP-712 hash of typed data as SafeMessage(bytes)', () => {
    const typed = {
      domain: { name: 'Permit-ish', chainId: 1337 },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { amount: 10n },
    } as const
    expect(getSafeMessageHash({ chainId: 1337, safeAddress, message: typed })).toBe(
      onChainFormula(1337, hashSafeMessageContent(typed)),
    )
  })

  it('is the hash an owner signs through getSafeMessageTypedData', async () => {
    const typedData = getSafeMessageTypedData({ chainId: 1337, safeAddress, data: hashSafeMessageContent('gm') })
    const signature = await owner.signTypedData(typedData)
    const hash = getSafeMessageHash({ chainId: 1337, safeAddress, message: 'gm' })
    expect(await recoverAddress({ hash, signature })).toBe(owner.address)
  })
})
