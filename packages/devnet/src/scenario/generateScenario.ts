import { InvalidInputError, SENTINEL_ADDRESS, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, erc20Abi, type Hash, type Hex, parseEther } from 'viem'
import { fundEth } from '../chain/fundEth'
import { sendTransactions } from '../chain/sendTransactions'
import { demoNftAbi } from '../demo/demoNftAbi'
import { demoTokenAbi } from '../demo/demoTokenAbi'
import { deployDemoAssets } from '../demo/deployDemoAssets'
import type { DevnetConnection } from '../devnet/Devnet'
import { createSafe } from '../safe/createSafe'
import { execFromModule } from '../safe/execFromModule'
import { execSafeTransaction, type SafeTxInput } from '../safe/execSafeTransaction'
import { execThroughBatch } from '../safe/execThroughBatch'
import { SAFE_KINDS, type SafeKind } from '../safe/safeKinds'
import { signSafeTransaction } from '../safe/signSafeTransaction'

/** What happened to a Safe, in chain order. */
export type ScenarioStepKind =
  | 'create'
  | 'eth-in'
  | 'erc20-in'
  | 'erc721-in'
  | 'exec-eth-out'
  | 'exec-erc20-out'
  | 'exec-erc721-out'
  | 'exec-failed'
  | 'add-owner'
  | 'remove-owner'
  | 'exec-through-contract'
  | 'enable-module'
  | 'module-exec'

export interface ScenarioStep {
  kind: ScenarioStepKind
  safe: Address
  hash: Hash
  block: bigint
  /** For multisig executions (one per Safe transaction; two for 'exec-through-contract'). */
  safeTxHashes: Hash[]
  /** The Safe's nonce after the step. */
  nonceAfter: bigint
}

export interface ScenarioSafe extends SafeKind {
  address: Address
  createdAt: bigint
}

export interface Scenario {
  safes: ScenarioSafe[]
  steps: ScenarioStep[]
  /** Head block once done. */
  head: bigint
  tokens: { erc20: Address; erc721: Address }
}

export interface GenerateScenarioOptions {
  /** Blocks the steps are spread over (mined in between with anvil_mine); default 300,000. */
  blocks?: number
  /** Safes of each kind (default 1). */
  safesPerKind?: number
  /** Kinds to create (default all of SAFE_KINDS). */
  kinds?: readonly SafeKind[]
}

// Owners 0, 1, 2 (threshold 2); account 3 joins and leaves; 5 and 6 receive; 7 is the module; 8 runs the batches.
const OWNERS = [0, 1, 2] as const
const MINE_CHUNK = 100
const SIGNERS = [0, 1] as const
const STEPS_PER_SAFE: readonly Exclude<ScenarioStepKind, 'create'>[] = [
  'eth-in',
  'erc20-in',
  'erc721-in',
  'exec-eth-out',
  'exec-erc20-out',
  'exec-erc721-out',
  'exec-failed',
  'add-owner',
  'exec-through-contract',
  'remove-owner',
  'enable-module',
  'module-exec',
]

/**
 * Writes a long history onto a devnet: Safes of every kind (release × address set × singleton) created at
 * different heights, then, round by round, each Safe receives ETH, an ERC-20 and an NFT, sends each out by a direct
 * execution, fails one execution (it still consumes a nonce), gains and loses an owner, executes two transactions
 * through another contract (MultiSendCallOnly called by an EOA) and one by an enabled module, with empty blocks mined
 * in between so the steps spread over `blocks` blocks. For indexer tests and benches (packages/devnet README).
 * @returns every Safe and step with its block, transaction hash and safeTxHashes, in chain order.
 * @throws {InvalidInputError} for a non-positive `blocks` or `safesPerKind`.
 */
export async function generateScenario(
  devnet: DevnetConnection,
  options: GenerateScenarioOptions = {},
): Promise<Scenario> {
  const blocks = options.blocks ?? 300_000
  const perKind = options.safesPerKind ?? 1
  const kinds = options.kinds ?? SAFE_KINDS
  if (!Number.isSafeInteger(blocks) || blocks < 0)
    throw new InvalidInputError('blocks must be a non-negative integer.', { details: { blocks } })
  if (!Number.isSafeInteger(perKind) || perKind < 1)
    throw new InvalidInputError('safesPerKind must be a positive integer.', { details: { perKind } })

  const demo = await deployDemoAssets(devnet)
  const erc20 = demo.tokens.dai
  const erc721 = demo.nft
  const planned = kinds.flatMap((kind) => Array.from({ length: perKind }, () => kind))
  const rounds = 1 + STEPS_PER_SAFE.length
  const gap = Math.floor(blocks / (rounds * planned.length))
  const steps: ScenarioStep[] = []
  const safes: ScenarioSafe[] = []
  const account = (index: number) => devnet.accounts[index]!.address
  const head = () => devnet.publicClient.getBlockNumber()
  const nonceOf = (safe: Address) =>
    devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
  const record = async (kind: ScenarioStepKind, safe: Address, hash: Hash, safeTxHashes: Hash[] = []) => {
    const receipt = await devnet.publicClient.getTransactionReceipt({ hash })
    steps.push({ kind, safe, hash, block: receipt.blockNumber, safeTxHashes, nonceAfter: await nonceOf(safe) })
  }
  // anvil_mine's cost per block grows with the chain, so large gaps go in chunks that each answer well within the
  // client's timeout.
  const pause = async () => {
    for (let left = gap; left > 0; left -= MINE_CHUNK) await devnet.mine(Math.min(left, MINE_CHUNK))
  }
  const exec = async (kind: ScenarioStepKind, safe: Address, tx: SafeTxInput, allowFailure = false) => {
    const signed = await signSafeTransaction(devnet, { safe, tx, signers: SIGNERS })
    const hash = await execSafeTransaction(devnet, { safe, tx, signers: SIGNERS, allowFailure })
    await record(kind, safe, hash, [signed.safeTxHash])
  }
  const self = (safe: Address, data: Hex): SafeTxInput => ({ to: safe, data })
  const nftOf = new Map<Address, bigint>()

  for (const kind of planned) {
    const address = await createSafe(devnet, { owners: [...OWNERS], threshold: 2, ...kind })
    const created = await head()
    safes.push({ ...kind, address, createdAt: created })
    const [hash] = await devnet.publicClient
      .getBlock({ blockNumber: created })
      .then((block) => block.transactions as Hash[])
    await record('create', address, hash!)
    await pause()
  }

  for (const step of STEPS_PER_SAFE)
    for (const { address: safe } of safes) {
      const payer = devnet.walletClient(0)
      switch (step) {
        case 'eth-in':
          await record(step, safe, await fundEth(devnet, { to: safe, wei: parseEther('1') }))
          break
        case 'erc20-in': {
          const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'mint', args: [safe, 10n ** 21n] })
          const [receipt] = await sendTransactions(payer, [{ to: erc20, data }])
          await record(step, safe, receipt!.transactionHash)
          break
        }
        case 'erc721-in': {
          const tokenId = await devnet.publicClient.readContract({
            address: erc721,
            abi: demoNftAbi,
            functionName: 'totalSupply',
          })
          const data = encodeFunctionData({ abi: demoNftAbi, functionName: 'mint', args: [safe] })
          const [receipt] = await sendTransactions(payer, [{ to: erc721, data }])
          nftOf.set(safe, tokenId + 1n)
          await record(step, safe, receipt!.transactionHash)
          break
        }
        case 'exec-eth-out':
          await exec(step, safe, { to: account(5), value: parseEther('0.1') })
          break
        case 'exec-erc20-out':
          await exec(step, safe, {
            to: erc20,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(5), 10n ** 18n] }),
          })
          break
        case 'exec-erc721-out':
          await exec(step, safe, {
            to: erc721,
            data: encodeFunctionData({
              abi: demoNftAbi,
              functionName: 'transferFrom',
              args: [safe, account(6), nftOf.get(safe)!],
            }),
          })
          break
        case 'exec-failed':
          // More ETH than the Safe holds, with safeTxGas set: ExecutionFailure, nonce consumed.
          await exec(step, safe, { to: account(5), value: parseEther('1000'), safeTxGas: 100_000n }, true)
          break
        case 'add-owner':
          await exec(
            step,
            safe,
            self(
              safe,
              encodeFunctionData({ abi: safeL2Abi, functionName: 'addOwnerWithThreshold', args: [account(3), 2n] }),
            ),
          )
          break
        case 'remove-owner':
          // getOwners lists the newest owner first, so its predecessor is the sentinel.
          await exec(
            step,
            safe,
            self(
              safe,
              encodeFunctionData({
                abi: safeL2Abi,
                functionName: 'removeOwner',
                args: [SENTINEL_ADDRESS, account(3), 2n],
              }),
            ),
          )
          break
        case 'exec-through-contract': {
          const first = await signSafeTransaction(devnet, { safe, tx: { to: account(5), value: 1n }, signers: SIGNERS })
          const second = await signSafeTransaction(devnet, {
            safe,
            tx: { to: account(6), value: 2n },
            signers: SIGNERS,
            nonce: first.tx.nonce + 1n,
          })
          const hash = await execThroughBatch(devnet, { executions: [first, second], executor: 8 })
          await record(step, safe, hash, [first.safeTxHash, second.safeTxHash])
          break
        }
        case 'enable-module':
          await exec(
            step,
            safe,
            self(safe, encodeFunctionData({ abi: safeL2Abi, functionName: 'enableModule', args: [account(7)] })),
          )
          break
        case 'module-exec':
          await record(
            step,
            safe,
            await execFromModule(devnet, { safe, module: 7, tx: { to: account(5), value: parseEther('0.01') } }),
          )
          break
      }
      await pause()
    }
  return { safes, steps, head: await head(), tokens: { erc20, erc721 } }
}
