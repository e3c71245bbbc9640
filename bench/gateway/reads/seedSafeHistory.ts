import type { Db } from '@strongroom/gateway'
import {
  executionColumns,
  insertRows,
  multisigConfirmationsTable,
  multisigTransactionsTable,
  transfersTable,
} from '@strongroom/gateway/testing'
import {
  compareAddresses,
  createSafeTx,
  encodeMultiSend,
  getSafeTxHash,
  getSafeTxTypedData,
  type SafeTx,
  toSafeTxTuple,
} from '@strongroom/protocol'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hash,
  type Hex,
  keccak256,
  parseEther,
  stringToHex,
  zeroAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { BenchError } from '../BenchError'

/** A mined block the seeded rows are placed in (real number, hash and time from the devnet). */
export type SeedBlock = { number: number; hash: Hash; parentHash: Hash; timestamp: Date }

export type SeedOptions = {
  chainId: number
  safe: Address
  /** The Safe's three owners (threshold 2); they sign the queued proposals. */
  owners: readonly [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount]
  tokens: { usdc: Address; dai: Address; nft: Address }
  multiSendCallOnly: Address
  /** The Safe's nonce after its real executions: the first seeded execution uses it. */
  firstNonce: bigint
  /** How many executions to seed. */
  executions: number
  /** Empty devnet blocks to put them in, ascending; `executionsPerBlock` each. */
  blocks: readonly SeedBlock[]
  executionsPerBlock: number
  /** Sender of the seeded incoming transfers. */
  depositor: Address
  /** Payees of the seeded outgoing transfers. */
  recipients: readonly Address[]
}

/** What was inserted. */
export type SeedCounts = {
  executions: number
  confirmations: number
  transfers: number
  incoming: number
  safeEvents: number
  blocks: number
  queued: number
  /** Nonces of the queue with more than one proposal. */
  conflicts: number
  /** The Safe's indexed nonce afterwards. */
  nonce: bigint
}

/** Mix of the seeded executions, repeated every 20: mostly transfers, as a treasury Safe's history is. */
const KINDS = [
  'ETHER',
  'ERC20',
  'ETHER',
  'CALL',
  'ERC20',
  'ETHER',
  'ERC721',
  'ERC20',
  'MULTISEND',
  'ETHER',
  'ERC20',
  'CALL',
  'ETHER',
  'ERC20',
  'ERC721',
  'ETHER',
  'MULTISEND',
  'ERC20',
  'CALL',
  'REJECTION',
] as const
type Kind = (typeof KINDS)[number]
/** Every 5th execution is followed by a transfer into the Safe in another transaction (deposit, token, NFT mint). */
const INCOMING_EVERY = 5
/** First token id of the seeded NFT mints (the demo collection uses 1–6). */
const FIRST_SEEDED_NFT = 1_000n
/** Seeded proposals that were executed came through the API (with proposer and off-chain signatures) 4 times in 5. */
const ONCHAIN_ONLY_EVERY = 5
const QUEUE_NONCES = 15
/** Offsets (from the queue's first nonce) that get a second proposal: a rejection, or a replacement. */
const REJECTED = new Set([0, 6, 12])
const REPLACED = new Set([3, 9])
const SAFE_APP_ORIGIN = JSON.stringify({
  url: 'https://apps-portal.safe.global/tx-builder',
  name: 'Transaction Builder',
})
const MINUTE = 60_000
/** Columns of an API proposal the indexer never writes, after the indexer's own (multisigTransactionsTable). */
const EXTRA_MULTISIG_COLUMNS = ['proposer', 'origin']

type Transfer = {
  type: 'ETHER' | 'ERC20' | 'ERC721'
  token: Address | null
  from: Address
  to: Address
  value: bigint | null
  tokenId: bigint | null
}

const emptyTx = (to: Address): SafeTx => createSafeTx({ to, nonce: 0n })

const erc20Transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** A 65-byte ECDSA-shaped signature (r ‖ s ‖ v=27); the read path never verifies executed signatures. */
function placeholderSignature(safeTxHash: Hash, owner: Address): Hex {
  const r = keccak256(concat([safeTxHash, owner, '0x01']))
  // Keep s in the lower half of the curve order, as wallets produce it (EIP-2).
  const s = `0x3${keccak256(concat([safeTxHash, owner, '0x02'])).slice(3)}` as Hex
  return concat([r, s, '0x1b'])
}

const syntheticTxHash = (block: number, txIndex: number) =>
  keccak256(stringToHex(`strongroom-bench:${block}:${txIndex}`))

/**
 * Seeds a Safe's history the way the indexer and the propose endpoint would have written it, in bulk: executed
 * multisig transactions with consecutive nonces, a few per given block (2 confirmations each, SafeMultiSigTransaction
 * + ExecutionSuccess events, the transfers they caused; most were proposed through the API first), an incoming
 * transfer after every fifth, the blocks' headers, then a queue of proposals with same-nonce conflicts (really signed
 * by the owners), and the Safe's indexed nonce past the seeded executions. Column conventions are 001_init.sql's
 * (checksummed addresses, lowercase hex, uint256 as numeric, chain times for chain data).
 */
export async function seedSafeHistory(db: Db, options: SeedOptions): Promise<SeedCounts> {
  const { chainId, safe, owners, tokens, blocks, recipients } = options
  const chain = String(chainId)
  const multisig: unknown[][] = []
  const confirmations: unknown[][] = []
  const transfers: unknown[][] = []
  const events: unknown[][] = []
  const nftQueue: bigint[] = []
  let nextNft = FIRST_SEEDED_NFT
  let incoming = 0
  // Next transaction index and log index in each block.
  const positions = new Map<number, { tx: number; log: number }>()
  const place = (block: SeedBlock, logs: number) => {
    const position = positions.get(block.number) ?? { tx: 0, log: 0 }
    positions.set(block.number, { tx: position.tx + 1, log: position.log + logs })
    return position
  }

  for (let index = 0; index < options.executions; index++) {
    const block = blocks[Math.floor(index / options.executionsPerBlock)]
    if (!block) throw new BenchError('Not enough blocks for the executions to seed.', { details: { index } })
    const nonce = options.firstNonce + BigInt(index)
    const recipient = recipients[index % recipients.length]!
    const pair = [owners[index % 3]!, owners[(index + 1) % 3]!].sort((a, b) => compareAddresses(a.address, b.address))
    const executor = pair[index % 2]!.address
    let kind: Kind = KINDS[index % KINDS.length]!
    if (kind === 'ERC721' && nftQueue.length === 0) kind = 'ETHER'

    const tx = { ...emptyTx(recipient), nonce }
    const moved: Transfer[] = []
    const token = index % 2 === 0 ? tokens.usdc : tokens.dai
    const amount = (index % 2 === 0 ? 10n ** 6n : 10n ** 18n) * BigInt((index % 97) + 1)
    if (kind === 'ETHER') {
      tx.value = parseEther('0.001') * BigInt((index % 50) + 1)
    } else if (kind === 'ERC20') {
      tx.to = token
      tx.data = erc20Transfer(recipient, amount)
      moved.push({ type: 'ERC20', token, from: safe, to: recipient, value: amount, tokenId: null })
    } else if (kind === 'ERC721') {
      const tokenId = nftQueue.shift()!
      tx.to = tokens.nft
      tx.data = encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [safe, recipient, tokenId] })
      moved.push({ type: 'ERC721', token: tokens.nft, from: safe, to: recipient, value: null, tokenId })
    } else if (kind === 'CALL') {
      tx.to = token
      tx.data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, amount] })
    } else if (kind === 'MULTISEND') {
      const second = recipients[(index + 1) % recipients.length]!
      tx.to = options.multiSendCallOnly
      tx.operation = 1
      tx.data = encodeMultiSend([
        { operation: 0, to: tokens.usdc, value: 0n, data: erc20Transfer(recipient, 10n ** 6n) },
        { operation: 0, to: tokens.dai, value: 0n, data: erc20Transfer(second, 10n ** 18n) },
      ])
      moved.push({ type: 'ERC20', token: tokens.usdc, from: safe, to: recipient, value: 10n ** 6n, tokenId: null })
      moved.push({ type: 'ERC20', token: tokens.dai, from: safe, to: second, value: 10n ** 18n, tokenId: null })
    } else {
      tx.to = safe // REJECTION: a 0-value call to itself that burns the nonce
    }

    const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    const at = place(block, moved.length + 2)
    const txHash = syntheticTxHash(block.number, at.tx)
    const executedAt = block.timestamp
    const viaApi = index % ONCHAIN_ONLY_EVERY !== ONCHAIN_ONLY_EVERY - 1
    const proposedAt = new Date(executedAt.getTime() - 20 * MINUTE)
    const signatures = pair.map((owner) => placeholderSignature(safeTxHash, owner.address))
    const successLog = at.log + moved.length + 1
    multisig.push([
      chain,
      safeTxHash,
      safe,
      ...toSafeTxTuple(tx),
      viaApi ? 'offchain' : 'onchain',
      true,
      viaApi ? proposedAt : executedAt,
      executedAt,
      txHash,
      block.number,
      block.hash,
      at.log,
      executor,
      true,
      executedAt,
      concat(signatures),
      2,
      0n,
      viaApi ? pair[0]!.address : null,
      viaApi && index % 7 === 0 ? SAFE_APP_ORIGIN : null,
    ])
    pair.forEach((owner, position) => {
      confirmations.push([
        chain,
        safeTxHash,
        owner.address,
        safe,
        signatures[position],
        'EOA',
        viaApi ? 'offchain' : 'onchain',
        viaApi ? new Date(proposedAt.getTime() + position * MINUTE) : executedAt,
        viaApi ? null : block.number,
        viaApi ? null : txHash,
      ])
    })
    const additionalInfo = encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
      [nonce, executor, 2n],
    )
    events.push(
      safeEvent(chain, block, at.log, txHash, at.tx, safe, 'SafeMultiSigTransaction', {
        to: tx.to,
        value: tx.value.toString(),
        data: tx.data,
        operation: tx.operation,
        safeTxGas: '0',
        baseGas: '0',
        gasPrice: '0',
        gasToken: zeroAddress,
        refundReceiver: zeroAddress,
        signatures: concat(signatures),
        additionalInfo,
      }),
      safeEvent(chain, block, successLog, txHash, at.tx, safe, 'ExecutionSuccess', {
        txHash: safeTxHash,
        payment: '0',
      }),
    )
    // The indexer synthesises the outgoing ether of a plain value call at the SafeMultiSigTransaction's log index.
    if (kind === 'ETHER')
      transfers.push(
        transferRow(chain, safe, block, at.log, txHash, 'OUTGOING', true, {
          type: 'ETHER',
          token: null,
          from: safe,
          to: recipient,
          value: tx.value,
          tokenId: null,
        }),
      )
    moved.forEach((transfer, position) => {
      transfers.push(transferRow(chain, safe, block, at.log + position + 1, txHash, 'OUTGOING', false, transfer))
    })

    if (index % INCOMING_EVERY !== 2) continue
    incoming++
    const into = place(block, 1)
    const inTxHash = syntheticTxHash(block.number, into.tx)
    const inLog = into.log
    const rotation = Math.floor(index / INCOMING_EVERY) % 3
    if (rotation === 0) {
      const value = parseEther('0.1') * BigInt((index % 20) + 1)
      events.push(
        safeEvent(chain, block, inLog, inTxHash, into.tx, safe, 'SafeReceived', {
          sender: options.depositor,
          value: value.toString(),
        }),
      )
      transfers.push(
        transferRow(chain, safe, block, inLog, inTxHash, 'INCOMING', false, {
          type: 'ETHER',
          token: null,
          from: options.depositor,
          to: safe,
          value,
          tokenId: null,
        }),
      )
    } else if (rotation === 1) {
      transfers.push(
        transferRow(chain, safe, block, inLog, inTxHash, 'INCOMING', false, {
          type: 'ERC20',
          token,
          from: options.depositor,
          to: safe,
          value: amount * 10n,
          tokenId: null,
        }),
      )
    } else {
      const tokenId = nextNft++
      nftQueue.push(tokenId)
      transfers.push(
        transferRow(chain, safe, block, inLog, inTxHash, 'INCOMING', false, {
          type: 'ERC721',
          token: tokens.nft,
          from: zeroAddress,
          to: safe,
          value: null,
          tokenId,
        }),
      )
    }
  }

  const queueStart = options.firstNonce + BigInt(options.executions)
  const lastBlock = blocks[Math.floor((options.executions - 1) / options.executionsPerBlock)]
  const queue = await buildQueue(options, queueStart, lastBlock?.timestamp ?? new Date())

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      multisigTransactionsTable.table,
      [...multisigTransactionsTable.columns, ...EXTRA_MULTISIG_COLUMNS],
      [...multisig, ...queue.transactions],
      '',
    )
    await insertRows(
      tx,
      multisigConfirmationsTable.table,
      multisigConfirmationsTable.columns,
      [...confirmations, ...queue.confirmations],
      '',
    )
    await insertRows(
      tx,
      'safe_events',
      ['chain_id', 'block_number', 'log_index', 'block_hash', 'tx_hash', 'tx_index', 'safe', 'event', 'args'],
      events,
      '',
    )
    await insertRows(tx, transfersTable.table, transfersTable.columns, transfers, '')
    await insertRows(
      tx,
      'blocks',
      ['chain_id', 'number', 'hash', 'parent_hash', 'timestamp'],
      blocks.map((block) => [chain, block.number, block.hash, block.parentHash, block.timestamp]),
      'on conflict do nothing',
    )
    await tx.query('update safe_states set nonce = $3, updated_block = $4 where chain_id = $1 and address = $2', [
      chain,
      safe,
      queueStart,
      lastBlock?.number ?? 0,
    ])
  })

  return {
    executions: multisig.length,
    confirmations: confirmations.length,
    transfers: transfers.length,
    incoming,
    safeEvents: events.length,
    blocks: blocks.length,
    queued: queue.transactions.length,
    conflicts: REJECTED.size + REPLACED.size,
    nonce: queueStart,
  }
}

function safeEvent(
  chain: string,
  block: SeedBlock,
  logIndex: number,
  txHash: Hash,
  txIndex: number,
  safe: Address,
  event: string,
  args: Record<string, unknown>,
): unknown[] {
  return [chain, block.number, logIndex, block.hash, txHash, txIndex, safe, event, JSON.stringify(args)]
}

function transferRow(
  chain: string,
  safe: Address,
  block: SeedBlock,
  logIndex: number,
  txHash: Hash,
  direction: 'INCOMING' | 'OUTGOING',
  synthetic: boolean,
  transfer: Transfer,
): unknown[] {
  return [
    chain,
    safe,
    block.number,
    logIndex,
    block.hash,
    txHash,
    transfer.type,
    direction,
    synthetic,
    transfer.token,
    transfer.from,
    transfer.to,
    transfer.value,
    transfer.tokenId,
    block.timestamp,
    // position: one transfer per log here (a MultiSend batch's outgoing coin would number its calls).
    0,
  ]
}

/**
 * The queue: QUEUE_NONCES consecutive nonces from `start`, a transfer or call each, plus a rejection or a replacement
 * on some of them (same-nonce conflicts). The next one has both signatures; the rest one. Signed for real with the
 * owners' keys, proposed a minute apart after the last execution.
 */
async function buildQueue(
  options: SeedOptions,
  start: bigint,
  after: Date,
): Promise<{ transactions: unknown[][]; confirmations: unknown[][] }> {
  const { chainId, safe, owners, tokens, recipients } = options
  const chain = String(chainId)
  const proposals: { tx: SafeTx; signers: PrivateKeyAccount[] }[] = []
  for (let offset = 0; offset < QUEUE_NONCES; offset++) {
    const nonce = start + BigInt(offset)
    const recipient = recipients[offset % recipients.length]!
    const proposer = owners[offset % 3]!
    const main = { ...emptyTx(recipient), nonce }
    if (offset % 3 === 1) {
      main.to = tokens.usdc
      main.data = erc20Transfer(recipient, 250n * 10n ** 6n)
    } else if (offset % 3 === 2) {
      main.to = tokens.dai
      main.data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 10n ** 20n] })
    } else {
      main.value = parseEther('0.25')
    }
    proposals.push({ tx: main, signers: offset === 0 ? [proposer, owners[(offset + 1) % 3]!] : [proposer] })
    if (REJECTED.has(offset)) proposals.push({ tx: { ...emptyTx(safe), nonce }, signers: [owners[(offset + 2) % 3]!] })
    if (REPLACED.has(offset))
      proposals.push({ tx: { ...main, value: main.value + parseEther('0.01') }, signers: [owners[(offset + 1) % 3]!] })
  }

  const transactions: unknown[][] = []
  const confirmations: unknown[][] = []
  for (const [position, { tx, signers }] of proposals.entries()) {
    const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
    const typedData = getSafeTxTypedData({ chainId, safeAddress: safe, tx })
    const submittedAt = new Date(after.getTime() + (position + 1) * MINUTE)
    const signatures = await Promise.all(signers.map((signer) => signer.signTypedData(typedData)))
    const modifiedAt = new Date(submittedAt.getTime() + (signers.length - 1) * MINUTE)
    transactions.push([
      ...[chain, safeTxHash, safe, ...toSafeTxTuple(tx)],
      ...['offchain', true, submittedAt, modifiedAt, ...executionColumns.map(() => null)],
      ...[signers[0]!.address, position % 4 === 3 ? SAFE_APP_ORIGIN : null],
    ])
    signers.forEach((signer, index) => {
      confirmations.push([
        chain,
        safeTxHash,
        signer.address,
        safe,
        signatures[index]!.toLowerCase(),
        'EOA',
        'offchain',
        new Date(submittedAt.getTime() + index * MINUTE),
        null,
        null,
      ])
    })
  }
  return { transactions, confirmations }
}
