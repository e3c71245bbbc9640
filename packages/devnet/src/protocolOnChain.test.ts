import {
  compatibilityFallbackHandlerAbi,
  createSafeTx,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  eip1271Abi,
  encodeExecTransaction,
  encodeSafeTxData,
  getSafeDomainHash,
  getSafeMessageHash,
  getSafeMessageTypedData,
  getSafeTxHash,
  getSafeTxTypedData,
  hashSafeMessageContent,
  joinSignatures,
  legacyEip1271Abi,
  recoverSafeSignatures,
  type SafeTx,
  safeL2Abi,
  toSafeTxTuple,
} from '@strongroom/protocol'
import {
  type Abi,
  type Address,
  concatHex,
  getAddress,
  type Hash,
  type Hex,
  maxUint256,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'

// Cross-checks of the pure protocol code against the real Safe 1.4.1 contracts: if the two ever disagree, the
// contracts are right by definition.

/** Seeded generator (mulberry32), so a failing case can be replayed from the seed in the assertion message. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const int = (below: number) => Math.floor(next() * below)
  const bytes = (length: number) =>
    `0x${Array.from({ length }, () => int(256).toString(16).padStart(2, '0')).join('')}` as Hex
  // Mix the extremes in: zero, small numbers, full 256-bit words and the maximum.
  const uint256 = () => [0n, BigInt(int(1_000_000)), BigInt(bytes(32)), maxUint256][int(4)] as bigint
  const address = () => (int(4) === 0 ? zeroAddress : getAddress(bytes(20)))
  return { int, bytes, uint256, address }
}

describe('protocol against deployed Safe 1.4.1 contracts', () => {
  let devnet: Devnet
  let safe: Address

  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
    safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  const readSafe = <const T extends Abi>(abi: T) => ({ address: safe, abi })

  it('getSafeDomainHash equals domainSeparator()', async () => {
    const onChain = await devnet.publicClient.readContract({ ...readSafe(safeL2Abi), functionName: 'domainSeparator' })
    expect(getSafeDomainHash({ chainId: devnet.chainId, safeAddress: safe })).toBe(onChain)
  })

  it('getSafeTxHash and encodeSafeTxData equal getTransactionHash / encodeTransactionData for random SafeTxs', async () => {
    const seed = Date.now() % 2 ** 31
    const random = randomSource(seed)
    for (let round = 0; round < 20; round++) {
      const tx: SafeTx = {
        to: random.address(),
        value: random.uint256(),
        data: random.bytes([0, 4, 36, random.int(300)][random.int(4)] ?? 0),
        operation: random.int(2) as 0 | 1,
        safeTxGas: random.uint256(),
        baseGas: random.uint256(),
        gasPrice: random.uint256(),
        gasToken: random.address(),
        refundReceiver: random.address(),
        nonce: random.uint256(),
      }
      const args = toSafeTxTuple(tx)
      const [onChainHash, onChainData] = await Promise.all([
        devnet.publicClient.readContract({ ...readSafe(safeL2Abi), functionName: 'getTransactionHash', args }),
        devnet.publicClient.readContract({ ...readSafe(safeL2Abi), functionName: 'encodeTransactionData', args }),
      ])
      const params = { chainId: devnet.chainId, safeAddress: safe, tx }
      expect(getSafeTxHash(params), `seed ${seed}, round ${round}`).toBe(onChainHash)
      expect(encodeSafeTxData(params), `seed ${seed}, round ${round}`).toBe(onChainData)
    }
  })

  it('getSafeMessageHash equals getMessageHash() called on the Safe, for text and typed data', async () => {
    const messages = [
      'Hello Safe',
      '',
      '0xdeadbeef',
      'multi\nline ✓',
      {
        domain: { name: 'Strongroom', version: '1', chainId: devnet.chainId, verifyingContract: safe },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'typed' },
      } as const,
    ]
    for (const message of messages) {
      const onChain = await devnet.publicClient.readContract({
        ...readSafe(compatibilityFallbackHandlerAbi),
        functionName: 'getMessageHash',
        args: [hashSafeMessageContent(message)],
      })
      expect(getSafeMessageHash({ chainId: devnet.chainId, safeAddress: safe, message })).toBe(onChain)
    }
  })

  it('owner signatures over the safeMessageHash satisfy both EIP-1271 forms', async () => {
    const typedData = getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress: safe,
      data: hashSafeMessageContent('Sign in to Strongroom'),
    })
    const signatures = joinSignatures(
      await Promise.all(
        [1, 2].map(async (index) => ({
          signer: devnet.accounts[index]!.address,
          data: await devnet.walletClient(index).signTypedData(typedData),
          kind: 'EOA' as const,
        })),
      ),
    )
    const contentHash = typedData.message.message
    const [modern, legacy] = await Promise.all([
      devnet.publicClient.readContract({
        address: safe,
        abi: eip1271Abi,
        functionName: 'isValidSignature',
        args: [contentHash, signatures],
      }),
      devnet.publicClient.readContract({
        address: safe,
        abi: legacyEip1271Abi,
        functionName: 'isValidSignature',
        args: [contentHash, signatures],
      }),
    ])
    expect(modern).toBe(EIP1271_MAGIC_VALUE)
    expect(legacy).toBe(EIP1271_LEGACY_MAGIC_VALUE)
  })

  it('joinSignatures of two owners passes checkSignatures and executes; unsorted bytes do not', async () => {
    const recipient = devnet.accounts[7]!.address
    const tx = await nextTx(safe, { to: recipient, value: parseEther('0.1') })
    const params = { chainId: devnet.chainId, safeAddress: safe, tx }
    const safeTxHash = getSafeTxHash(params)
    // owner 0 signs typed data, owner 2 signs the hash with eth_sign (personal_sign of the 32 bytes)
    const typed = await devnet.walletClient(0).signTypedData(getSafeTxTypedData(params))
    const ethSign = await devnet.walletClient(2).signMessage({ message: { raw: safeTxHash } })
    const signatures = joinSignatures([
      { signer: devnet.accounts[2]!.address, data: ethSign, kind: 'ETH_SIGN' },
      { signer: devnet.accounts[0]!.address, data: typed, kind: 'EOA' },
    ])

    const recovered = await recoverSafeSignatures({ hash: safeTxHash, signatures })
    // account 2 (0x3C44…) sorts before account 0 (0xf39F…)
    expect(recovered.map(({ signer, kind }) => ({ signer, kind }))).toEqual([
      { signer: devnet.accounts[2]!.address, kind: 'ETH_SIGN' },
      { signer: devnet.accounts[0]!.address, kind: 'EOA' },
    ])

    const preimage = encodeSafeTxData(params)
    await devnet.publicClient.readContract({
      ...readSafe(safeL2Abi),
      functionName: 'checkSignatures',
      args: [safeTxHash, preimage, signatures],
    })
    const [first, second] = recovered.map((entry) => entry.signature)
    await expect(
      devnet.publicClient.readContract({
        ...readSafe(safeL2Abi),
        functionName: 'checkSignatures',
        args: [safeTxHash, preimage, concatHex([second!, first!])],
      }),
    ).rejects.toThrow(/GS026/)

    const before = await devnet.publicClient.getBalance({ address: recipient })
    await execute(safe, tx, signatures, safeTxHash)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.1'))
  })

  it('a nested-Safe contract signature, an approved hash and eth_sign together execute a transaction', async () => {
    const [inner, approver, ethSigner] = [
      await createSafe(devnet, { owners: [3, 4], threshold: 2 }),
      devnet.accounts[6]!.address,
      devnet.accounts[5]!.address,
    ]
    const outer = await createSafe(devnet, {
      owners: [ethSigner, inner, approver],
      threshold: 3,
      fundWei: parseEther('1'),
    })
    const recipient = devnet.accounts[8]!.address
    const tx = await nextTx(outer, { to: recipient, value: parseEther('0.25') })
    const params = { chainId: devnet.chainId, safeAddress: outer, tx }
    const safeTxHash = getSafeTxHash(params)

    // The inner Safe's owners approve the outer SafeTx's 66-byte preimage as a SafeMessage of the inner Safe.
    const innerTypedData = getSafeMessageTypedData({
      chainId: devnet.chainId,
      safeAddress: inner,
      data: encodeSafeTxData(params),
    })
    const innerSignatures = joinSignatures(
      await Promise.all(
        [3, 4].map(async (index) => ({
          signer: devnet.accounts[index]!.address,
          data: await devnet.walletClient(index).signTypedData(innerTypedData),
          kind: 'EOA' as const,
        })),
      ),
    )
    const approve = await devnet
      .walletClient(6)
      .writeContract({ address: outer, abi: safeL2Abi, functionName: 'approveHash', args: [safeTxHash] })
    await devnet.publicClient.waitForTransactionReceipt({ hash: approve })

    const signatures = joinSignatures([
      { signer: inner, data: innerSignatures, kind: 'CONTRACT_SIGNATURE' },
      { signer: approver, data: '0x', kind: 'APPROVED_HASH' },
      {
        signer: ethSigner,
        data: await devnet.walletClient(5).signMessage({ message: { raw: safeTxHash } }),
        kind: 'ETH_SIGN',
      },
    ])
    const recovered = await recoverSafeSignatures({ hash: safeTxHash, signatures })
    expect(new Set(recovered.map((entry) => `${entry.kind}:${entry.signer}:${entry.needsOnChainCheck}`))).toEqual(
      new Set([`CONTRACT_SIGNATURE:${inner}:true`, `APPROVED_HASH:${approver}:true`, `ETH_SIGN:${ethSigner}:false`]),
    )

    const before = await devnet.publicClient.getBalance({ address: recipient })
    await execute(outer, tx, signatures, safeTxHash)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.25'))
  })

  async function nextTx(address: Address, call: { to: Address; value: bigint }): Promise<SafeTx> {
    const nonce = await devnet.publicClient.readContract({ address, abi: safeL2Abi, functionName: 'nonce' })
    return createSafeTx({ ...call, nonce })
  }

  /** Executes from dev account 9, which owns none of the Safes, so every signature must stand on its own. */
  async function execute(address: Address, tx: SafeTx, signatures: Hex, safeTxHash: Hash): Promise<void> {
    const hash = await devnet.walletClient(9).sendTransaction({
      to: address,
      data: encodeExecTransaction({ tx, signatures }),
    })
    const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
    const success = parseEventLogs({ abi: safeL2Abi, eventName: 'ExecutionSuccess', logs: receipt.logs })
    expect(success.map((event) => event.args.txHash)).toEqual([safeTxHash])
  }
})
