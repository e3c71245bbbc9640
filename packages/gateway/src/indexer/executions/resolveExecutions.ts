import { safeL2Abi } from '@strongroom/protocol'
import { type Address, getAddress, type Hash, type PublicClient, type Transaction } from 'viem'
import type { Logger } from '../../createLogger'
import { describeUnavailableExecution } from '../../domain/transactions/map/describeUnavailableExecution'
import type { SafeEvent } from '../decode/SafeEvent'
import { classifyRpcError } from '../fetch/classifyRpcError'
import type { CallFrame } from './CallFrame'
import { checkMissingState, isEmptyAnswer } from './checkMissingState'
import { decodeSafeCall } from './decodeSafeCall'
import { findNonceByHash } from './findNonceByHash'
import {
  findUnpairedOutcomes,
  isMultisigOutcome,
  logKey,
  type ModuleOutcome,
  type MultisigOutcome,
} from './findUnpairedOutcomes'
import { matchExecutions } from './matchExecutions'
import type { ResolvedExecution } from './ResolvedExecution'
import type { TransactionTracer } from './TransactionTracer'

/** A node without the state of an old block (not an archive node) says so in one of these ways. */
const MISSING_STATE = /missing trie node|header not found|state .*not available|historical state|pruned|archive/i

/**
 * True when `error` is a node saying it no longer has the state of the block asked for: the providers' archive
 * refusals real-chains reads (classifyRpcError), or a node's own wording.
 */
export const isMissingStateError = (error: unknown): boolean =>
  classifyRpcError(error).kind === 'archive' || MISSING_STATE.test(String(error))

export type ResolveExecutionsOptions = {
  client: PublicClient
  chainId: string
  tracer: TransactionTracer
  logger: Logger
  /** Every Safe event of the range, in chain order. */
  events: readonly SafeEvent[]
  /**
   * How many ExecutionSuccess/Failure of `safe` before block `from` and after block `to` are stored already: the hints
   * of the nonce search when the node has no old state (docs/indexing.md §3.7). Absent: none assumed.
   */
  executionsAround?: (safe: Address, range: { from: number; to: number }) => Promise<{ before: number; after: number }>
}

/**
 * Reads what the logs of L1-singleton Safes leave out (docs/indexing.md §3.7): for each ExecutionSuccess/Failure or
 * module outcome without its L2 event, the call that produced it. A transaction sent straight to the Safe is decoded
 * from its calldata; one that reached the Safe through another contract is traced once (when the node can). The
 * nonce of each execution is read from the chain: the Safe's nonce at the end of the block, less the executions of
 * that Safe in the block from this one on (failed executions consume nonces too). A node without that block's state
 * leaves it to the hash: a direct call's fields are hashed at nonces near the one its neighbours imply
 * (findMissingNonces).
 * @returns the resolution of each such log, keyed by `blockNumber:logIndex`.
 * @throws on node errors other than a missing old state (the step is retried).
 */
export async function resolveExecutions(options: ResolveExecutionsOptions): Promise<Map<string, ResolvedExecution>> {
  const { client, chainId, events, logger, tracer, executionsAround } = options
  const unpaired = findUnpairedOutcomes(chainId, events)
  const resolved = new Map<string, ResolvedExecution>()
  if (unpaired.multisig.length === 0 && unpaired.module.length === 0) return resolved

  const byTransaction = new Map<Hash, { multisig: MultisigOutcome[]; module: ModuleOutcome[] }>()
  for (const kind of ['multisig', 'module'] as const)
    for (const outcome of unpaired[kind]) {
      const group = byTransaction.get(outcome.txHash) ?? { multisig: [], module: [] }
      ;(group[kind] as SafeEvent[]).push(outcome)
      byTransaction.set(outcome.txHash, group)
    }

  const [nonces, transactions] = await Promise.all([
    readExecutionNonces(client, events, unpaired.multisig, logger),
    Promise.all([...byTransaction.keys()].map(async (hash) => [hash, await client.getTransaction({ hash })] as const)),
  ])
  const transactionOf = new Map(transactions)
  const searches = await findMissingNonces({
    client,
    chainId: Number(chainId),
    events,
    outcomes: unpaired.multisig,
    nonces,
    transactionOf,
    executionsAround,
  })
  const nonceOf = (outcome: MultisigOutcome) => nonces.get(logKey(outcome)) ?? null

  await Promise.all(
    [...byTransaction].map(async ([txHash, outcomes]) => {
      const transaction = transactionOf.get(txHash)!
      const direct: CallFrame[] =
        transaction.to === null
          ? []
          : [
              {
                type: 'CALL',
                from: getAddress(transaction.from),
                to: getAddress(transaction.to),
                input: transaction.input,
                reverted: false,
                finishedAt: 0,
              },
            ]
      const base = { chainId: Number(chainId), nonceOf }
      const first = matchExecutions({ ...base, ...outcomes, frames: direct, source: 'calldata', final: false })
      for (const [key, value] of first) resolved.set(key, value)
      const rest = {
        multisig: outcomes.multisig.filter((outcome) => !first.has(logKey(outcome))),
        module: outcomes.module.filter((outcome) => !first.has(logKey(outcome))),
      }
      if (rest.multisig.length === 0 && rest.module.length === 0) return
      const frames = await tracer.trace(txHash)
      for (const outcome of rest.multisig) {
        const search = searches.get(logKey(outcome))
        if (!frames || !search || nonces.has(logKey(outcome))) continue
        // The trace's calls into the Safe give the SafeTx fields the calldata could not.
        for (const frame of frames) {
          const call = frame.type === 'CALL' && frame.to === outcome.address ? decodeSafeCall(frame.input) : null
          if (call?.function !== 'execTransaction') continue
          const nonce = findNonceByHash({ chainId: Number(chainId), safe: outcome.address, call, ...search })
          if (nonce !== null) {
            nonces.set(logKey(outcome), nonce)
            break
          }
        }
      }
      const second = matchExecutions({ ...base, ...rest, frames, source: 'trace', final: true })
      for (const [key, value] of second) {
        resolved.set(key, value)
        if (value.kind === 'unavailable' && value.reason !== 'no-tracing') {
          const outcome = [...rest.multisig, ...rest.module].find((candidate) => logKey(candidate) === key)
          logger.warn(
            { chainId, txHash, safe: outcome?.address, logIndex: outcome?.logIndex, reason: value.reason },
            describeUnavailableExecution(value.reason),
          )
        }
      }
    }),
  )
  return resolved
}

/**
 * The nonce each unexplained ExecutionSuccess/Failure consumed. Every execution of a Safe 1.1.1+ emits exactly one such
 * log and consumes exactly one nonce, so with the nonce at the end of the block (one read per Safe and block) the
 * k-th of n executions in the block had end − n + k. The read is checked against the nonce at the end of the block
 * before, read with it: at least n lower. A node without that block's state, or whose answers fail the check at an old
 * block, leaves them unknown (null), said in the log; at a recent block the step is retried (checkMissingState).
 */
async function readExecutionNonces(
  client: PublicClient,
  events: readonly SafeEvent[],
  outcomes: readonly MultisigOutcome[],
  logger: Logger,
): Promise<Map<string, bigint>> {
  const blocks = new Map<string, { safe: Address; blockNumber: number }>()
  for (const outcome of outcomes)
    blocks.set(`${outcome.address}:${outcome.blockNumber}`, { safe: outcome.address, blockNumber: outcome.blockNumber })
  const nonces = new Map<string, bigint>()
  const noState = (safe: Address, blockNumber: number) =>
    logger.warn(
      { safe, blockNumber },
      'the node has no state for this block (not an archive node): the nonces of its Safe executions are searched by hash',
    )
  await Promise.all(
    [...blocks.values()].map(async ({ safe, blockNumber }) => {
      const readNonce = (block: number) =>
        client.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce', blockNumber: BigInt(block) })
      // Unknown (no check) when that read fails: a Safe created in this block, a node that pruned the block before.
      const before = readNonce(blockNumber - 1).catch(() => null)
      let end: bigint
      try {
        end = await readNonce(blockNumber)
      } catch (error) {
        // An empty answer counts as a missing state only at a block the node may have pruned (checkMissingState).
        if (isEmptyAnswer(error)) await checkMissingState(client, { safe, blockNumber, answer: 'with no data' })
        else if (!isMissingStateError(error)) throw error
        noState(safe, blockNumber)
        return
      }
      const executions = events.filter(
        (event): event is MultisigOutcome =>
          (event.event === 'ExecutionSuccess' || event.event === 'ExecutionFailure') &&
          event.address === safe &&
          event.blockNumber === blockNumber,
      )
      const first = end - BigInt(executions.length)
      const previous = await before
      if (previous !== null && first < previous) {
        const answer = `with ${end}, less than ${previous} (its nonce a block before) plus its ${executions.length} execution(s) there`
        await checkMissingState(client, { safe, blockNumber, answer })
        noState(safe, blockNumber)
        return
      }
      if (first < 0n) return
      executions.forEach((execution, index) => {
        nonces.set(logKey(execution), first + BigInt(index))
      })
    }),
  )
  return nonces
}

/** Where the nonce of one execution is searched: its safeTxHash, the hints, the bound. */
type NonceSearch = Pick<Parameters<typeof findNonceByHash>[0], 'expected' | 'hints' | 'upper'>

/**
 * Fills in, by hash, the nonces `readExecutionNonces` could not read (docs/indexing.md §3.7). For each Safe with such
 * executions, its nonce now (any node serves the latest state) bounds the search; its executions of the range are
 * walked newest first, and each direct execTransaction call is hashed at the nonce its newest resolved neighbour
 * implies (one nonce per execution between them; before any, nonce now less the executions from this one on and those
 * stored after the range, which a newest-first backfill has all), and at the count of its executions before it (all
 * stored when the chain is read oldest first), then outward from the first.
 * @returns the search of each execution left unknown (one through another contract), for the calls of its trace.
 */
async function findMissingNonces({
  client,
  chainId,
  events,
  outcomes,
  nonces,
  transactionOf,
  executionsAround,
}: {
  client: PublicClient
  chainId: number
  events: readonly SafeEvent[]
  outcomes: readonly MultisigOutcome[]
  nonces: Map<string, bigint>
  transactionOf: ReadonlyMap<Hash, Transaction>
  executionsAround: ResolveExecutionsOptions['executionsAround']
}): Promise<Map<string, NonceSearch>> {
  const searches = new Map<string, NonceSearch>()
  const safes = new Set(outcomes.filter((outcome) => !nonces.has(logKey(outcome))).map((outcome) => outcome.address))
  const unpaired = new Set(outcomes.map(logKey))
  await Promise.all(
    [...safes].map(async (safe) => {
      const executions = events.filter(
        (event): event is MultisigOutcome => isMultisigOutcome(event) && event.address === safe,
      )
      const range = { from: executions[0]!.blockNumber, to: executions.at(-1)!.blockNumber }
      const [upper, { before, after }] = await Promise.all([
        client.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' }),
        executionsAround?.(safe, range) ?? { before: 0, after: 0 },
      ])
      let anchor = { index: executions.length, nonce: upper - BigInt(after) }
      for (let index = executions.length - 1; index >= 0; index--) {
        const execution = executions[index]!
        const key = logKey(execution)
        const known = nonces.get(key)
        if (known !== undefined) {
          anchor = { index, nonce: known }
          continue
        }
        if (!unpaired.has(key)) continue
        const hints = [anchor.nonce - BigInt(anchor.index - index), BigInt(before + index)] as const
        const search = { expected: execution.args.txHash, hints, upper }
        const transaction = transactionOf.get(execution.txHash)
        const call = transaction?.to && getAddress(transaction.to) === safe ? decodeSafeCall(transaction.input) : null
        const nonce = call?.function === 'execTransaction' ? findNonceByHash({ chainId, safe, call, ...search }) : null
        if (nonce === null) {
          searches.set(key, search)
          continue
        }
        nonces.set(key, nonce)
        anchor = { index, nonce }
      }
    }),
  )
  return searches
}
