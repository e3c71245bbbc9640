import {
  getSafeMessageTypedData,
  hashSafeMessageContent,
  joinSignatures,
  SafeSignatureRejectedError,
} from '@strongroom/protocol'
import { type Address, createPublicClient, custom, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { RuleViolationError } from '../errors/RuleViolationError'
import { verifyMessageSignature } from './verifyMessageSignature'

const owner = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const safe: Address = '0x1111111111111111111111111111111111111111'
const chainId = 1337
// ECDSA entries need no chain read: a client that fails on any call proves none is made.
const client = createPublicClient({
  transport: custom({
    request: () => Promise.reject(new Error('no chain read expected')),
  }),
})

function sign(account: typeof owner, message: string, onChain = chainId): Promise<Hex> {
  return account.signTypedData(
    getSafeMessageTypedData({ chainId: onChain, safeAddress: safe, data: hashSafeMessageContent(message) }),
  )
}

describe('verifyMessageSignature', () => {
  it("attributes an owner's signature of the message's SafeMessage hash to that owner", async () => {
    const signature = await sign(owner, 'hello Safe')
    const recovered = await verifyMessageSignature({
      client,
      chainId,
      safe,
      owners: [owner.address],
      message: 'hello Safe',
      signature,
    })
    expect(recovered).toMatchObject({ signer: owner.address, kind: 'EOA' })
  })

  it('refuses a signature of another message or of the same message on another chain (not an owner)', async () => {
    for (const signature of [await sign(owner, 'something else'), await sign(owner, 'hello Safe', 1)])
      await expect(
        verifyMessageSignature({ client, chainId, safe, owners: [owner.address], message: 'hello Safe', signature }),
      ).rejects.toBeInstanceOf(SafeSignatureRejectedError)
  })

  it('refuses two signatures in one blob before verifying any', async () => {
    const signature = joinSignatures([
      { signer: owner.address, data: await sign(owner, 'hello Safe') },
      { signer: other.address, data: await sign(other, 'hello Safe') },
    ])
    await expect(
      verifyMessageSignature({ client, chainId, safe, owners: [owner.address], message: 'hello Safe', signature }),
    ).rejects.toSatisfy(
      (error) => error instanceof RuleViolationError && error.message === 'Exactly one signature is expected, got 2',
    )
  })
})
