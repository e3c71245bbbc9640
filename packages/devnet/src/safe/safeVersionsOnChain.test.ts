import {
  canonicalAddresses,
  encodeMultiSend,
  getSafeContractSet,
  getSafeTxHash,
  safeEventTopics,
  safeL2Abi,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, parseEther, type TransactionReceipt } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { createSafe } from './createSafe'
import { execFromModule } from './execFromModule'
import { execSafeTransaction } from './execSafeTransaction'
import { execThroughBatch } from './execThroughBatch'
import { readSafeSingleton } from './readSafeSingleton'
import { SAFE_KINDS } from './safeKinds'
import { signSafeTransaction } from './signSafeTransaction'

// Every supported release × address set × singleton, created from the published artifacts the way wallets do, then
// driven through each kind of execution an indexer must see (docs/safe-versions.md).
const cases = SAFE_KINDS.map(
  ({ version, addressSet, singleton }) =>
    [version, addressSet, singleton, version === '1.5.0' && singleton === 'L2'] as const,
)

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ demo: false })
})
afterAll(() => devnet?.stop())

describe.each(cases)('Safe %s (%s) on %s, proxyCreationL2 %s', (version, addressSet, singleton, proxyCreationL2) => {
  let safe: Address
  const set = getSafeContractSet(version, addressSet)
  const running = singleton === 'L1' ? set.safe : set.safeL2
  const recipient = () => devnet.accounts[5]!.address
  beforeAll(async () => {
    safe = await createSafe(devnet, {
      owners: [0, 1, 2],
      threshold: 2,
      fundWei: parseEther('1'),
      version,
      addressSet,
      singleton,
      proxyCreationL2,
    })
  })

  const read = <const name extends 'nonce' | 'VERSION' | 'getThreshold'>(functionName: name) =>
    devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName })
  const receipt = (hash: Hash) => devnet.publicClient.getTransactionReceipt({ hash })
  const safeLogs = (r: TransactionReceipt, topic: Hash) =>
    r.logs.filter((log) => log.address.toLowerCase() === safe.toLowerCase() && log.topics[0] === topic)
  // 1.4.1 on index txHash in ExecutionSuccess/Failure; 1.3.0 puts it first in the data.
  const loggedTxHash = (r: TransactionReceipt, topic: Hash) => {
    const [log] = safeLogs(r, topic)
    return log?.topics[1] ?? log?.data.slice(0, 66)
  }

  it('is created at the version and singleton asked for, with the release’s fallback handler', async () => {
    expect(await read('VERSION')).toBe(version)
    expect(await readSafeSingleton(devnet, safe)).toBe(running)
    expect(await read('getThreshold')).toBe(2n)
    const handlerSlot = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'
    const handler = await devnet.publicClient.getStorageAt({ address: safe, slot: handlerSlot })
    expect(handler?.toLowerCase()).toBe(
      `0x${set.compatibilityFallbackHandler.slice(2).toLowerCase().padStart(64, '0')}`,
    )
  })

  it('executes directly: the chain’s getTransactionHash equals protocol’s safeTxHash, L2 events only on L2', async () => {
    const signed = await signSafeTransaction(devnet, {
      safe,
      tx: { to: recipient(), value: 10n ** 15n },
      signers: [0, 2],
    })
    const onChain = await devnet.publicClient.readContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'getTransactionHash',
      args: [
        signed.tx.to,
        signed.tx.value,
        signed.tx.data,
        signed.tx.operation,
        0n,
        0n,
        0n,
        signed.tx.gasToken,
        signed.tx.refundReceiver,
        signed.tx.nonce,
      ],
    })
    expect(onChain).toBe(getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx: signed.tx }))
    const hash = await execSafeTransaction(devnet, {
      safe,
      tx: { to: recipient(), value: 10n ** 15n },
      signers: [0, 2],
    })
    const r = await receipt(hash)
    expect(loggedTxHash(r, safeEventTopics.ExecutionSuccess)).toBe(signed.safeTxHash)
    expect(safeLogs(r, safeEventTopics.SafeMultiSigTransaction)).toHaveLength(singleton === 'L1' ? 0 : 1)
    expect(await read('nonce')).toBe(1n)
  })

  it('a failed execution (inner call fails, safeTxGas set) logs ExecutionFailure and still consumes the nonce', async () => {
    const balance = await devnet.publicClient.getBalance({ address: safe })
    const tx = { to: recipient(), value: parseEther('1000'), safeTxGas: 100_000n }
    const signed = await signSafeTransaction(devnet, { safe, tx, signers: [1, 2] })
    const hash = await execSafeTransaction(devnet, { safe, tx, signers: [1, 2], allowFailure: true })
    const r = await receipt(hash)
    expect(loggedTxHash(r, safeEventTopics.ExecutionFailure)).toBe(signed.safeTxHash)
    expect(safeLogs(r, safeEventTopics.ExecutionSuccess)).toHaveLength(0)
    expect(await read('nonce')).toBe(2n)
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(balance)
  })

  it('executes through another contract: the top-level call goes to the batch executor, not the Safe', async () => {
    const first = await signSafeTransaction(devnet, { safe, tx: { to: recipient(), value: 1n }, signers: [0, 1] })
    const second = await signSafeTransaction(devnet, {
      safe,
      tx: { to: recipient(), value: 2n },
      signers: [0, 1],
      nonce: first.tx.nonce + 1n,
    })
    const hash = await execThroughBatch(devnet, { executions: [first, second], executor: 3 })
    const transaction = await devnet.publicClient.getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).not.toBe(safe.toLowerCase())
    const r = await receipt(hash)
    const hashes = safeLogs(r, safeEventTopics.ExecutionSuccess).map((log) => log.topics[1] ?? log.data.slice(0, 66))
    expect(hashes).toEqual([first.safeTxHash, second.safeTxHash])
    expect(await read('nonce')).toBe(4n)
  })

  it('a module (an enabled account) executes without signatures or nonce', async () => {
    const module = devnet.accounts[7]!.address
    await execSafeTransaction(devnet, {
      safe,
      tx: { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [module] }) },
      signers: [0, 1],
    })
    const before = await devnet.publicClient.getBalance({ address: recipient() })
    const hash = await execFromModule(devnet, { safe, module: 7, tx: { to: recipient(), value: 12_345n } })
    expect(await devnet.publicClient.getBalance({ address: recipient() })).toBe(before + 12_345n)
    const r = await receipt(hash)
    expect(safeLogs(r, safeEventTopics.ExecutionFromModuleSuccess)).toHaveLength(1)
    expect(safeLogs(r, safeEventTopics.SafeModuleTransaction)).toHaveLength(singleton === 'L1' ? 0 : 1)
    expect(await read('nonce')).toBe(5n)
    await expect(execFromModule(devnet, { safe, module: 8, tx: { to: recipient() } })).rejects.toThrow(
      'is not an enabled module',
    )
  })

  it('runs the batch the app builds (MultiSendCallOnly 1.4.1 by DELEGATE) like its own release’s', async () => {
    const before = await devnet.publicClient.getBalance({ address: recipient() })
    const data = encodeMultiSend([
      { to: recipient(), value: 3n, data: '0x', operation: 0 },
      { to: recipient(), value: 4n, data: '0x', operation: 0 },
    ])
    for (const to of [canonicalAddresses.multiSendCallOnly, set.multiSendCallOnly])
      await execSafeTransaction(devnet, { safe, tx: { to, data, operation: 1 }, signers: [1, 2] })
    expect(await devnet.publicClient.getBalance({ address: recipient() })).toBe(before + 14n)
    expect(await read('nonce')).toBe(7n)
  })
})
