import {
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  eip1271Abi,
  getSafeMessageHash,
  hashSafeMessageContent,
  legacyEip1271Abi,
  type SupportedSafeVersion,
  safeL2Abi,
  signMessageLibAbi,
  trustedDelegateCallTargets,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'
import { execSafeTransaction } from './safe/execSafeTransaction'

// The on-chain path of a Safe App's message (docs/safe-apps-bridge.md §5.1) against the real contracts: a DELEGATECALL
// to the canonical SignMessageLib with signMessage(contentHash) marks the message signed under the same SafeMessage
// hash the off-chain path uses, and the Safe then accepts it through EIP-1271 with an empty signature.

// The app signs with 1.4.1's SignMessageLib for every release: it writes the same storage slot in a 1.3.0 or 1.5.0
// Safe, whose own fallback handler then accepts the message (docs/safe-versions.md §2). 1.5.0's handler no longer has
// the legacy isValidSignature(bytes,bytes).
const releases: [SupportedSafeVersion, 'L1' | 'L2'][] = [
  ['1.3.0', 'L1'],
  ['1.4.1', 'L2'],
  ['1.5.0', 'L2'],
]

describe.each(releases)('messages signed on chain through SignMessageLib, Safe %s %s', (version, singleton) => {
  let devnet: Devnet
  let safe: Address
  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
    safe = await createSafe(devnet, { owners: [0, 1], threshold: 2, version, singleton })
  })
  afterAll(() => devnet?.stop())

  const legacy = version !== '1.5.0'
  const validity = (contentHash: `0x${string}`) =>
    Promise.all([
      devnet.publicClient.readContract({
        address: safe,
        abi: eip1271Abi,
        functionName: 'isValidSignature',
        args: [contentHash, '0x'],
      }),
      legacy
        ? devnet.publicClient.readContract({
            address: safe,
            abi: legacyEip1271Abi,
            functionName: 'isValidSignature',
            args: [contentHash, '0x'],
          })
        : EIP1271_LEGACY_MAGIC_VALUE,
    ])

  it('marks the SafeMessage hash signed, and isValidSignature accepts the message with an empty signature', async () => {
    const text = 'Signed by the Safe itself'
    const contentHash = hashSafeMessageContent(text)
    const messageHash = getSafeMessageHash({ chainId: devnet.chainId, safeAddress: safe, message: text })
    await expect(validity(contentHash)).rejects.toThrow()

    await execSafeTransaction(devnet, {
      safe,
      signers: [0, 1],
      tx: {
        to: trustedDelegateCallTargets.signMessageLib,
        data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [contentHash] }),
        operation: 1,
      },
    })

    const signed = await devnet.publicClient.readContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'signedMessages',
      args: [messageHash],
    })
    expect(signed).toBe(1n)
    expect(await validity(contentHash)).toEqual([EIP1271_MAGIC_VALUE, EIP1271_LEGACY_MAGIC_VALUE])
    // Another message stays unsigned.
    await expect(validity(hashSafeMessageContent('Something else'))).rejects.toThrow()
  })
})
