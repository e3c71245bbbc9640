import {
  createSafeTx,
  encodeSafeTxData,
  getSafeMessageTypedData,
  getSafeTxHash,
  joinSignatures,
  SafeSignatureRejectedError,
  type SafeTx,
  type SignatureInput,
  type SignatureRejection,
  safeL2Abi,
  verifySafeTxSignatures,
} from '@strongroom/protocol'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'

// protocol's verifySafeTxSignatures (what the gateway runs on a proposal and the web app before it trusts co-signers)
// against a real Safe 1.4.1: every blob it accepts, the Safe's checkSignatures accepts, and every blob it refuses, the
// Safe refuses too; the action names the rule, the contract only reverts.

describe('verifySafeTxSignatures against a deployed Safe 1.4.1', () => {
  let devnet: Devnet
  /** A 2-of-2 Safe (dev accounts 3 and 4) that owns `outer`. */
  let inner: Address
  /** A 3-of-3 Safe: eth_sign owner (account 5), the inner Safe, approved-hash owner (account 6). */
  let outer: Address
  let owners: readonly Address[]
  let tx: SafeTx
  let safeTxHash: Hex
  const ethSigner = () => devnet.accounts[5]!.address
  const approver = () => devnet.accounts[6]!.address
  const stranger = 7

  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
    inner = await createSafe(devnet, { owners: [3, 4], threshold: 2 })
    outer = await createSafe(devnet, {
      owners: [ethSigner(), inner, approver()],
      threshold: 3,
      fundWei: parseEther('1'),
    })
    owners = await devnet.publicClient.readContract({ address: outer, abi: safeL2Abi, functionName: 'getOwners' })
    tx = createSafeTx({ to: devnet.accounts[8]!.address, value: parseEther('0.1'), nonce: 0n })
    safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: outer, tx })
    // Owner 6 approves the hash on chain (approveHash), as a hardware wallet without typed-data support would.
    const approve = await devnet
      .walletClient(6)
      .writeContract({ address: outer, abi: safeL2Abi, functionName: 'approveHash', args: [safeTxHash] })
    await devnet.publicClient.waitForTransactionReceipt({ hash: approve })
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  /** The inner Safe's owners sign the outer SafeTx's preimage as a SafeMessage of the inner Safe (EIP-1271). */
  async function innerSignature(signers: readonly number[], forTx: SafeTx = tx): Promise<SignatureInput> {
    const typedData = getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress: inner,
      data: encodeSafeTxData({ chainId: devnet.chainId, safeAddress: outer, tx: forTx }),
    })
    const data = joinSignatures(
      await Promise.all(
        signers.map(async (index) => ({
          signer: devnet.accounts[index]!.address,
          data: await devnet.walletClient(index).signTypedData(typedData),
          kind: 'EOA' as const,
        })),
      ),
    )
    return { signer: inner, data, kind: 'CONTRACT_SIGNATURE' }
  }

  /** eth_sign (personal_sign of the 32-byte hash, v + 4) by dev account `index`, attributed to `signer`. */
  async function ethSign(index: number, hash: Hex = safeTxHash): Promise<SignatureInput> {
    const data = await devnet.walletClient(index).signMessage({ message: { raw: hash } })
    return { signer: devnet.accounts[index]!.address, data, kind: 'ETH_SIGN' }
  }

  const approved = (signer: Address): SignatureInput => ({ signer, data: '0x', kind: 'APPROVED_HASH' })

  const verify = (signatures: Hex) =>
    verifySafeTxSignatures(devnet.publicClient, { chainId: devnet.chainId, tx, safe: outer, owners, signatures })

  const checkOnChain = (signatures: Hex) =>
    devnet.publicClient.readContract({
      address: outer,
      abi: safeL2Abi,
      functionName: 'checkSignatures',
      args: [safeTxHash, encodeSafeTxData({ chainId: devnet.chainId, safeAddress: outer, tx }), signatures],
    })

  it('accepts a nested-Safe contract signature, an approved hash and an eth_sign signature, as the Safe does', async () => {
    const signatures = joinSignatures([await innerSignature([3, 4]), approved(approver()), await ethSign(5)])
    const verified = await verify(signatures)
    expect(new Set(verified.map((entry) => `${entry.kind}:${entry.signer}`))).toEqual(
      new Set([`CONTRACT_SIGNATURE:${inner}`, `APPROVED_HASH:${approver()}`, `ETH_SIGN:${ethSigner()}`]),
    )
    await expect(checkOnChain(signatures)).resolves.toBeUndefined()
  })

  const refusals: { name: string; reason: SignatureRejection; signer: () => Address; blob: () => Promise<Hex> }[] = [
    {
      name: 'an eth_sign signature of another hash (its signer recovers as some other address)',
      reason: 'NOT_AN_OWNER',
      signer: () => devnet.accounts[5]!.address,
      blob: async () =>
        joinSignatures([
          await innerSignature([3, 4]),
          approved(approver()),
          await ethSign(5, getSafeTxHash({ chainId: devnet.chainId, safeAddress: outer, tx: { ...tx, nonce: 1n } })),
        ]),
    },
    {
      name: 'a valid eth_sign signature by an account that owns nothing',
      reason: 'NOT_AN_OWNER',
      signer: () => devnet.accounts[stranger]!.address,
      blob: async () => joinSignatures([await innerSignature([3, 4]), approved(approver()), await ethSign(stranger)]),
    },
    {
      name: 'an approved-hash entry of an owner who never called approveHash',
      reason: 'HASH_NOT_APPROVED',
      signer: ethSigner,
      blob: async () => joinSignatures([await innerSignature([3, 4]), approved(approver()), approved(ethSigner())]),
    },
    {
      name: 'a nested-Safe signature below the inner Safe’s threshold',
      reason: 'CONTRACT_SIGNATURE_INVALID',
      signer: () => inner,
      blob: async () => joinSignatures([await innerSignature([3]), approved(approver()), await ethSign(5)]),
    },
    {
      name: 'a nested-Safe signature of another transaction',
      reason: 'CONTRACT_SIGNATURE_INVALID',
      signer: () => inner,
      blob: async () =>
        joinSignatures([await innerSignature([3, 4], { ...tx, nonce: 1n }), approved(approver()), await ethSign(5)]),
    },
  ]

  for (const { name, reason, signer, blob } of refusals)
    it(`refuses ${name}, as checkSignatures does`, async () => {
      const signatures = await blob()
      const refused = await verify(signatures).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(SafeSignatureRejectedError)
      const rejection = refused as SafeSignatureRejectedError
      expect(rejection.reason).toBe(reason)
      if (reason !== 'NOT_AN_OWNER' || signer() === devnet.accounts[stranger]!.address)
        expect(rejection.signer).toBe(signer())
      await expect(checkOnChain(signatures)).rejects.toThrow(/GS0\d\d/)
    })
})
