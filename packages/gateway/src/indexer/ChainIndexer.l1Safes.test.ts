import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  type RationedRpc,
  TransactionFailedError,
} from '@strongroom/devnet'
import {
  canonicalAddresses,
  createSafeTx,
  encodeExecTransaction,
  encodeMultiSend,
  encodeSafeSetup,
  getSafeContractSet,
  getSafeTxHash,
  safeInfoSchema,
  safeL2Abi,
  safeMigrationAbi,
  safeProxyFactoryAbi,
  transactionDetailsSchema,
  transactionListPageSchema,
} from '@strongroom/protocol'
import { type Address, concat, encodeFunctionData, type Hash, type Hex, pad, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Gateway } from '../startGateway'
import type { TestDb } from '../testing/openTestDb'
import { buildTestProposal, postTestProposal } from '../testing/proposeForTest'
import { startTracingGatewayPair, type TracingGatewayPair } from '../testing/startTracingGatewayPair'

// Safes on the L1 singleton emit no SafeMultiSigTransaction: their history comes from ExecutionSuccess/Failure, the
// calldata of the executing transaction, and (through another contract) one trace (docs/indexing.md §3.7).

let pair: TracingGatewayPair
let devnet: Devnet
let tracingDb: TestDb
let plainDb: TestDb
let proxy: RationedRpc
let tracingGateway: Gateway
let plainGateway: Gateway
let safe: Address
let parent: Address
const executions: { txHash: Hash; safeTxHash: Hash; nonce: bigint }[] = []
const account = (index: number): Address => devnet.accounts[index]!.address

async function createSafeOn(singleton: Address, owners: Address[], threshold: number, saltNonce: bigint) {
  const wallet = devnet.walletClient(0)
  const hash = await wallet.writeContract({
    address: canonicalAddresses.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, encodeSafeSetup({ owners, threshold }), saltNonce],
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt.logs })
  await wallet.sendTransaction({ to: created!.args.proxy, value: parseEther('5'), gas: 100_000n })
  return created!.args.proxy
}

async function safeNonce(address: Address): Promise<bigint> {
  return devnet.publicClient.readContract({ address, abi: safeL2Abi, functionName: 'nonce' })
}

/** Runs an execution of `safe` and remembers its hashes and nonce as the chain gives them. */
async function executeDirectly(tx: Parameters<typeof execSafeTransaction>[1]['tx'], signers = [0]): Promise<void> {
  const nonce = await safeNonce(safe)
  const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx: createSafeTx({ ...tx, nonce }) })
  let txHash: Hash
  try {
    txHash = await execSafeTransaction(devnet, { safe, tx, signers })
  } catch (error) {
    if (!(error instanceof TransactionFailedError)) throw error
    txHash = (error.details as { hash: Hash }).hash
  }
  executions.push({ txHash, safeTxHash, nonce })
}

async function rows<R>(db: TestDb, sql: string, params: unknown[] = []): Promise<R[]> {
  return db.db.query<R>(sql, params)
}

beforeAll(async () => {
  pair = await startTracingGatewayPair()
  ;({ devnet, tracingDb, plainDb, tracingGateway, plainGateway, proxy } = pair)
}, 180_000)

afterAll(async () => {
  await pair?.stop()
})

describe('Safe 1.4.1 on the L1 singleton', () => {
  it('records the Safe with the singleton of its storage slot 0', async () => {
    parent = await createSafeOn(canonicalAddresses.safeL2, [account(0)], 1, 11n)
    safe = await createSafeOn(canonicalAddresses.safe, [account(0), parent], 1, 12n)
    await pair.caughtUp()
    const [state] = await rows<{ singleton: Address; version: string; nonce: string }>(
      tracingDb,
      'select singleton, version, nonce from safe_states where address = $1',
      [safe],
    )
    expect(state).toEqual({ singleton: canonicalAddresses.safe, version: '1.4.1', nonce: '0' })
  })

  it('rebuilds executions made directly, failed and batched from calldata, with the chain’s nonces', async () => {
    await executeDirectly({ to: account(5), value: parseEther('1') })
    // MultiSend refuses a plain CALL: with safeTxGas set the Safe records ExecutionFailure and still uses the nonce.
    await executeDirectly({ to: canonicalAddresses.multiSend, data: '0x8d80ff0a', safeTxGas: 100_000n })
    await executeDirectly({
      to: canonicalAddresses.multiSend,
      operation: 1,
      data: encodeMultiSend([
        { operation: 0, to: account(6), value: parseEther('0.5'), data: '0x' },
        { operation: 0, to: account(7), value: parseEther('0.25'), data: '0x' },
      ]),
    })
    await pair.caughtUp()

    for (const db of [tracingDb, plainDb]) {
      const stored = await rows<{ safe_tx_hash: Hash; nonce: string; tx_hash: Hash; is_successful: boolean }>(
        db,
        `select safe_tx_hash, nonce, tx_hash, is_successful, details_unavailable from multisig_transactions
          where safe = $1 order by nonce`,
        [safe],
      )
      expect(stored).toEqual(
        executions.map((execution, index) => ({
          safe_tx_hash: execution.safeTxHash,
          nonce: String(execution.nonce),
          tx_hash: execution.txHash,
          is_successful: index !== 1,
          details_unavailable: null,
        })),
      )
      const [first] = await rows<Record<string, unknown>>(
        db,
        'select "to", value, executor, confirmations_required from multisig_transactions where safe_tx_hash = $1',
        [executions[0]!.safeTxHash],
      )
      expect(first).toEqual({
        to: account(5),
        value: parseEther('1').toString(),
        executor: account(0),
        confirmations_required: 1,
      })
      const confirmations = await rows<{ owner: Address }>(
        db,
        'select owner from multisig_confirmations where safe_tx_hash = $1',
        [executions[0]!.safeTxHash],
      )
      expect(confirmations).toEqual([{ owner: account(0) }])
      const outgoing = await rows<{ to: Address; value: string }>(
        db,
        `select "to", value from transfers where safe = $1 and direction = 'OUTGOING' order by block_number, position`,
        [safe],
      )
      expect(outgoing).toEqual([
        { to: account(5), value: parseEther('1').toString() },
        { to: account(6), value: parseEther('0.5').toString() },
        { to: account(7), value: parseEther('0.25').toString() },
      ])
      const [state] = await rows<{ nonce: string }>(db, 'select nonce from safe_states where address = $1', [safe])
      expect(state!.nonce).toBe(String(await safeNonce(safe)))
    }
  })

  it('resolves an execution made through another contract with one trace, or says its details are unavailable', async () => {
    // The parent Safe (an owner of `safe`) calls safe.execTransaction; its own approval is msg.sender (v = 1).
    const nonce = await safeNonce(safe)
    const inner = createSafeTx({ to: account(8), value: parseEther('0.1'), nonce })
    const innerHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx: inner })
    const approval: Hex = concat([pad(parent), pad('0x0'), '0x01'])
    const txHash = await execSafeTransaction(devnet, {
      safe: parent,
      tx: { to: safe, data: encodeExecTransaction({ tx: inner, signatures: approval }) },
      signers: [0],
    })
    await pair.caughtUp()

    const [traced] = await rows<Record<string, unknown>>(
      tracingDb,
      `select "to", value, nonce, executor, tx_hash, is_successful, details_unavailable from multisig_transactions
        where safe_tx_hash = $1`,
      [innerHash],
    )
    expect(traced).toEqual({
      to: account(8),
      value: parseEther('0.1').toString(),
      nonce: String(nonce),
      executor: parent,
      tx_hash: txHash,
      is_successful: true,
      details_unavailable: null,
    })

    const [unavailable] = await rows<Record<string, unknown>>(
      plainDb,
      `select "to", value, data, nonce, executor, tx_hash, is_successful, details_unavailable
         from multisig_transactions where safe_tx_hash = $1`,
      [innerHash],
    )
    expect(unavailable).toEqual({
      to: null,
      value: null,
      data: null,
      nonce: String(nonce),
      executor: null,
      tx_hash: txHash,
      is_successful: true,
      details_unavailable: 'no-tracing',
    })
    // Each asked twice, no more: once by the gateway's start-up probe (/health names the limit), once by the tracer.
    expect(proxy.stats().unavailable).toEqual({ debug_traceTransaction: 2, trace_transaction: 2 })
    for (const db of [tracingDb, plainDb]) {
      const [state] = await rows<{ nonce: string }>(db, 'select nonce from safe_states where address = $1', [safe])
      expect(state!.nonce).toBe(String(await safeNonce(safe)))
    }
  })

  it('serves the history, details and SafeInfo the chain agrees with, through the API', async () => {
    const [chainNonce, version] = await Promise.all([
      safeNonce(safe),
      devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'VERSION' }),
    ])
    const throughParent = executions.length // the parent Safe's execution is the newest
    for (const gateway of [tracingGateway, plainGateway]) {
      const info = safeInfoSchema.parse(await pair.getJson(gateway, `/safes/${safe}`))
      expect({ nonce: info.nonce, version: info.version, implementation: info.implementation.value }).toEqual({
        nonce: Number(chainNonce),
        version,
        implementation: canonicalAddresses.safe,
      })
      const page = transactionListPageSchema.parse(await pair.getJson(gateway, `/safes/${safe}/transactions/history`))
      const items = page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
      const newest = items[0]!
      expect(newest.executionInfo).toMatchObject({ type: 'MULTISIG', nonce: throughParent })
      if (gateway === tracingGateway) {
        expect(newest.txInfo).toMatchObject({ type: 'Transfer', recipient: { value: account(8) } })
      } else {
        expect(newest.txInfo).toMatchObject({ type: 'Custom', value: null, detailsUnavailable: 'no-tracing' })
        expect(newest.txInfo.humanDescription).toMatch(/^Executed, details unavailable/)
        const details = transactionDetailsSchema.parse(await pair.getJson(gateway, `/transactions/${newest.id}`))
        expect(details).toMatchObject({ txStatus: 'SUCCESS', txData: null, detailedExecutionInfo: null })
        expect(details.txHash).toBe(newest.txHash)
      }
      // Every execution is listed with the nonce it consumed, failed ones too.
      expect(
        items.flatMap((item) => (item.executionInfo?.type === 'MULTISIG' ? [item.executionInfo.nonce] : [])),
      ).toEqual([3, 2, 1, 0])
    }
  })

  it('records a module transaction from the module’s own call', async () => {
    const module = account(3)
    await execSafeTransaction(devnet, {
      safe,
      tx: { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [module] }) },
      signers: [0],
    })
    const hash = await devnet.walletClient(3).writeContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'execTransactionFromModule',
      args: [account(4), parseEther('0.2'), '0x', 0],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
    await pair.caughtUp()
    for (const db of [tracingDb, plainDb]) {
      const modules = await rows<Record<string, unknown>>(
        db,
        'select module, "to", value, is_successful, details_unavailable from module_transactions where tx_hash = $1',
        [hash],
      )
      expect(modules).toEqual([
        {
          module,
          to: account(4),
          value: parseEther('0.2').toString(),
          is_successful: true,
          details_unavailable: null,
        },
      ])
    }
  })

  it('follows ChangedMasterCopy: a 1.3.0 L1 Safe moved to 1.4.1 by SafeMigration', async () => {
    const old = await createSafe(devnet, { owners: [0], threshold: 1, version: '1.3.0', singleton: 'L1' })
    const migration = getSafeContractSet('1.4.1').safeMigration!
    await execSafeTransaction(devnet, {
      safe: old,
      tx: {
        to: migration,
        operation: 1,
        data: encodeFunctionData({ abi: safeMigrationAbi, functionName: 'migrateSingleton' }),
      },
      signers: [0],
    })
    await pair.caughtUp()
    for (const gateway of [tracingGateway, plainGateway]) {
      const info = safeInfoSchema.parse(await pair.getJson(gateway, `/safes/${old}`))
      expect({ version: info.version, implementation: info.implementation.value, nonce: info.nonce }).toEqual({
        version: '1.4.1',
        implementation: canonicalAddresses.safe,
        nonce: 1,
      })
    }
  })

  it('resolves a module that is a contract (a parent Safe) with the trace, or says its details are unavailable', async () => {
    await execSafeTransaction(devnet, {
      safe,
      tx: { to: safe, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [parent] }) },
      signers: [0],
    })
    const txHash = await execSafeTransaction(devnet, {
      safe: parent,
      tx: {
        to: safe,
        data: encodeFunctionData({
          abi: safeL2Abi,
          functionName: 'execTransactionFromModule',
          args: [account(9), parseEther('0.01'), '0x', 0],
        }),
      },
      signers: [0],
    })
    await pair.caughtUp()
    const query = 'select module, "to", value, details_unavailable from module_transactions where tx_hash = $1'
    expect(await rows(tracingDb, query, [txHash])).toEqual([
      { module: parent, to: account(9), value: parseEther('0.01').toString(), details_unavailable: null },
    ])
    expect(await rows(plainDb, query, [txHash])).toEqual([
      { module: parent, to: null, value: null, details_unavailable: 'no-tracing' },
    ])
    const page = transactionListPageSchema.parse(
      await pair.getJson(plainGateway, `/safes/${safe}/transactions/history`),
    )
    const [newest] = page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
    expect(newest).toMatchObject({
      txHash,
      executionInfo: { type: 'MODULE', address: { value: parent } },
      txInfo: { type: 'Custom', detailsUnavailable: 'no-tracing' },
    })
  })

  it('queues a proposal for the L1 Safe and, executed through another contract, keeps its fields without a trace', async () => {
    const nonce = await safeNonce(safe)
    const tx = createSafeTx({ to: account(2), value: parseEther('0.03'), nonce })
    const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx })
    const proposal = await buildTestProposal(devnet, { safe, tx, sender: 0, signers: [0] })
    const queued = async (gateway: Gateway) => {
      const page = transactionListPageSchema.parse(await pair.getJson(gateway, `/safes/${safe}/transactions/queued`))
      return page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
    }
    for (const gateway of [tracingGateway, plainGateway]) {
      const response = await postTestProposal(gateway.url, { chainId: devnet.chainId, safe, proposal })
      expect(response.status).toBe(200)
      expect((await queued(gateway)).map((item) => item.executionInfo)).toMatchObject([
        { type: 'MULTISIG', nonce: Number(nonce) },
      ])
    }
    // The parent Safe executes it with its own approval (v = 1): the queue's safeTxHash, other signatures.
    const approval: Hex = concat([pad(parent), pad('0x0'), '0x01'])
    const txHash = await execSafeTransaction(devnet, {
      safe: parent,
      tx: { to: safe, data: encodeExecTransaction({ tx, signatures: approval }) },
      signers: [0],
    })
    await pair.caughtUp()
    for (const gateway of [tracingGateway, plainGateway]) {
      expect(await queued(gateway)).toEqual([])
      const page = transactionListPageSchema.parse(await pair.getJson(gateway, `/safes/${safe}/transactions/history`))
      const [newest] = page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
      expect(newest).toMatchObject({
        txHash,
        txStatus: 'SUCCESS',
        executionInfo: { type: 'MULTISIG', nonce: Number(nonce) },
        txInfo: { type: 'Transfer', recipient: { value: account(2) } },
      })
      expect(newest!.id).toContain(safeTxHash)
    }
  })
})
