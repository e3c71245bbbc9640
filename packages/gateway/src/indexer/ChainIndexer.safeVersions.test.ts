import {
  createSafe,
  type Devnet,
  execFromModule,
  execSafeTransaction,
  execThroughBatch,
  readSafeSingleton,
  SAFE_KINDS,
  type SafeKind,
  signSafeTransaction,
} from '@strongroom/devnet'
import {
  canonicalAddresses,
  createSafeTx,
  getSafeTxHash,
  safeEventTopics,
  safeInfoSchema,
  safeL2Abi,
  transactionDetailsSchema,
  transactionListPageSchema,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hash, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Gateway } from '../startGateway'
import type { TestDb } from '../testing/openTestDb'
import { buildTestProposal, postTestProposal } from '../testing/proposeForTest'
import { startTracingGatewayPair, type TracingGatewayPair } from '../testing/startTracingGatewayPair'

// Every supported release × singleton, created outside the app from the published artifacts (docs/indexing.md §3.7):
// executions made directly, failed, by a module, and through a batch executor, indexed by a gateway whose node traces
// and by one whose node refuses to; then a proposal made through the API, queued and executed.

const name = ({ version, addressSet, singleton }: SafeKind) => `${version} ${addressSet} ${singleton}`

type Expected = { safeTxHash: Hash; txHash: Hash; success: boolean }
type Case = SafeKind & { safe: Address; executions: Expected[]; moduleTx?: Hash }

let pair: TracingGatewayPair
let devnet: Devnet
let tracingDb: TestDb
let plainDb: TestDb
let tracingGateway: Gateway
let plainGateway: Gateway
const cases: Case[] = []
const account = (index: number): Address => devnet.accounts[index]!.address

/** Runs `tx` on the Safe signed by owner 0, and remembers it as the chain gives it. */
async function direct(item: Case, tx: Parameters<typeof signSafeTransaction>[1]['tx']): Promise<void> {
  const signed = await signSafeTransaction(devnet, { safe: item.safe, tx, signers: [0] })
  const txHash = await execSafeTransaction(devnet, { safe: item.safe, tx, signers: [0], allowFailure: true })
  const receipt = await devnet.publicClient.getTransactionReceipt({ hash: txHash })
  const failed = receipt.logs.some(
    (log) =>
      log.address.toLowerCase() === item.safe.toLowerCase() && log.topics[0] === safeEventTopics.ExecutionFailure,
  )
  item.executions.push({ safeTxHash: signed.safeTxHash, txHash, success: !failed })
}

beforeAll(async () => {
  pair = await startTracingGatewayPair()
  ;({ devnet, tracingDb, plainDb, tracingGateway, plainGateway } = pair)

  for (const kind of SAFE_KINDS) {
    const safe = await createSafe(devnet, {
      owners: [0, 1],
      threshold: 1,
      fundWei: parseEther('3'),
      ...kind,
      ...(kind.version === '1.5.0' && kind.singleton === 'L1-to-L2' ? { proxyCreationL2: true } : {}),
    })
    const item: Case = { ...kind, safe, executions: [] }
    cases.push(item)
    await direct(item, { to: account(5), value: parseEther('0.1') })
    // MultiSend refuses a plain CALL: with safeTxGas set the Safe logs ExecutionFailure and still uses the nonce.
    await direct(item, { to: canonicalAddresses.multiSend, data: '0x8d80ff0a', safeTxGas: 100_000n })
    await direct(item, {
      to: safe,
      data: encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [account(3)] }),
    })
    item.moduleTx = await execFromModule(devnet, {
      safe,
      module: 3,
      tx: { to: account(6), value: parseEther('0.05') },
    })
  }
  // One batch executor transaction runs an execution on every Safe: only a trace shows what each ran.
  const signed = await Promise.all(
    cases.map((item) =>
      signSafeTransaction(devnet, { safe: item.safe, tx: { to: account(7), value: parseEther('0.2') }, signers: [0] }),
    ),
  )
  const batch = await execThroughBatch(devnet, { executions: signed })
  signed.forEach((execution, index) => {
    cases[index]!.executions.push({ safeTxHash: execution.safeTxHash, txHash: batch, success: true })
  })
  await pair.caughtUp()
}, 600_000)

afterAll(async () => {
  await pair?.stop()
})

describe.each(SAFE_KINDS.map((kind, index) => ({ label: name(kind), index })))('Safe $label', ({ index }) => {
  const item = () => cases[index]!
  const isL1 = () => item().singleton === 'L1'

  it('has the history the chain holds: every execution at the nonce it consumed, with its result', async () => {
    for (const db of [tracingDb, plainDb]) {
      const rows = await db.db.query<Record<string, unknown>>(
        `select safe_tx_hash, nonce, tx_hash, is_successful from multisig_transactions
          where safe = $1 and block_number is not null order by nonce`,
        [item().safe],
      )
      expect(rows).toEqual(
        item().executions.map((execution, nonce) => ({
          safe_tx_hash: execution.safeTxHash,
          nonce: String(nonce),
          tx_hash: execution.txHash,
          is_successful: execution.success,
        })),
      )
      const modules = await db.db.query<Record<string, unknown>>(
        'select module, "to", value, is_successful from module_transactions where safe = $1',
        [item().safe],
      )
      expect(modules).toEqual([
        { module: account(3), to: account(6), value: parseEther('0.05').toString(), is_successful: true },
      ])
    }
  })

  it('reads the batched execution from the trace, or says its details are unavailable without one', async () => {
    const batched = item().executions.at(-1)!
    const query = `select "to", value, details_unavailable from multisig_transactions where safe_tx_hash = $1`
    const [traced] = await tracingDb.db.query(query, [batched.safeTxHash])
    expect(traced).toEqual({ to: account(7), value: parseEther('0.2').toString(), details_unavailable: null })
    const [plain] = await plainDb.db.query(query, [batched.safeTxHash])
    // A SafeL2 Safe logs what it ran; an L1 one leaves it to the trace.
    expect(plain).toEqual(
      isL1()
        ? { to: null, value: null, details_unavailable: 'no-tracing' }
        : { to: account(7), value: parseEther('0.2').toString(), details_unavailable: null },
    )
  })

  it('answers SafeInfo with the version, implementation and nonce on chain', async () => {
    const [version, nonce, singleton] = await Promise.all([
      devnet.publicClient.readContract({ address: item().safe, abi: safeL2Abi, functionName: 'VERSION' }),
      devnet.publicClient.readContract({ address: item().safe, abi: safeL2Abi, functionName: 'nonce' }),
      readSafeSingleton(devnet, item().safe),
    ])
    expect(version).toBe(item().version)
    for (const gateway of [tracingGateway, plainGateway]) {
      const info = safeInfoSchema.parse(await pair.getJson(gateway, `/safes/${item().safe}`))
      expect({ version: info.version, implementation: info.implementation.value, nonce: info.nonce }).toEqual({
        version,
        implementation: singleton,
        nonce: Number(nonce),
      })
      expect(info.implementationVersionState).not.toBe('UNKNOWN')
      const page = transactionListPageSchema.parse(
        await pair.getJson(gateway, `/safes/${item().safe}/transactions/history`),
      )
      const nonces = page.results.flatMap((entry) =>
        entry.type === 'TRANSACTION' && entry.transaction.executionInfo?.type === 'MULTISIG'
          ? [entry.transaction.executionInfo.nonce]
          : [],
      )
      expect(nonces).toEqual([3, 2, 1, 0])
    }
  })

  it('queues a proposal made through the API with its confirmation, then moves it to the history once executed', async () => {
    const { safe } = item()
    const nonce = await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
    const fields = { to: account(8), value: parseEther('0.01') }
    const tx = createSafeTx({ ...fields, nonce })
    const safeTxHash = getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx })
    const proposal = await buildTestProposal(devnet, { safe, tx, sender: 1, signers: [1] })
    const listed = async (gateway: Gateway, list: 'queued' | 'history') => {
      const page = transactionListPageSchema.parse(await pair.getJson(gateway, `/safes/${safe}/transactions/${list}`))
      return page.results.flatMap((entry) => (entry.type === 'TRANSACTION' ? [entry.transaction] : []))
    }
    for (const gateway of [tracingGateway, plainGateway]) {
      const response = await postTestProposal(gateway.url, { chainId: devnet.chainId, safe, proposal })
      expect(response.status).toBe(200)
      const queued = await listed(gateway, 'queued')
      expect(queued.map((entry) => entry.executionInfo)).toMatchObject([
        { type: 'MULTISIG', nonce: Number(nonce), confirmationsSubmitted: 1, confirmationsRequired: 1 },
      ])
      const details = transactionDetailsSchema.parse(await pair.getJson(gateway, `/transactions/${queued[0]!.id}`))
      expect(details.detailedExecutionInfo).toMatchObject({
        type: 'MULTISIG',
        nonce: Number(nonce),
        safeTxHash,
        confirmations: [{ signer: { value: account(1) } }],
      })
    }
    const signed = await signSafeTransaction(devnet, { safe, tx: fields, signers: [0] })
    expect(signed.safeTxHash).toBe(safeTxHash)
    const txHash = await execSafeTransaction(devnet, { safe, tx: fields, signers: [0] })
    await pair.caughtUp()
    for (const gateway of [tracingGateway, plainGateway]) {
      expect(await listed(gateway, 'queued')).toEqual([])
      const [newest] = await listed(gateway, 'history')
      expect(newest).toMatchObject({
        txHash,
        txStatus: 'SUCCESS',
        executionInfo: { type: 'MULTISIG', nonce: Number(nonce) },
        txInfo: { type: 'Transfer', recipient: { value: account(8) } },
      })
      const details = transactionDetailsSchema.parse(await pair.getJson(gateway, `/transactions/${newest!.id}`))
      expect(details.detailedExecutionInfo).toMatchObject({ type: 'MULTISIG', nonce: Number(nonce), safeTxHash })
    }
  })
})
