import { createSafe, type Devnet, demoNftAbi, demoTokenAbi, fundToken } from '@strongroom/devnet'
import {
  createSafeTx,
  encodeExecTransaction,
  getSafeTxTypedData,
  joinSignatures,
  type SignatureInput,
  safeL2Abi,
} from '@strongroom/protocol'
import {
  type Address,
  type Client,
  createClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { BenchError } from '../BenchError'
import { createRandom } from './createRandom'

/** What the activity sent, by kind. */
export type ActivityCounts = {
  /** Plain ether sent to a Safe (SafeReceived). */
  deposits: number
  /** ERC-20 transfers into a Safe. */
  tokensIn: number
  /** NFTs minted to a Safe (ERC-721 Transfer from 0x0). */
  nftsIn: number
  /** Multisig executions, by what they did. */
  etherOut: number
  tokensOut: number
  nftsOut: number
  calls: number
}

type SafeSetup = { owners: readonly number[]; threshold: number }
type TrackedSafe = {
  address: Address
  owners: readonly number[]
  threshold: number
  nonce: bigint
  /** Spendable now (credited by mined blocks only, so an execution never runs before its funding). */
  ether: bigint
  tokens: Map<Address, bigint>
  nfts: bigint[]
}
type Pending = { safe: TrackedSafe; ether?: bigint; token?: [Address, bigint]; nft?: bigint }

/** 2-of-3 and 1-of-1 Safes of dev accounts 0–2, taken in turn. */
const SETUPS: readonly SafeSetup[] = [
  { owners: [0, 1, 2], threshold: 2 },
  { owners: [1], threshold: 1 },
  { owners: [0, 1, 2], threshold: 2 },
  { owners: [2], threshold: 1 },
  { owners: [0, 1, 2], threshold: 2 },
  { owners: [0], threshold: 1 },
]
/** Who sends what: token holders 0–2 (and owners/executors), the NFT minter, ether depositors. */
const TOKEN_SENDERS = [0, 1, 2]
const NFT_MINTER = 3
const DEPOSITORS = [4, 5, 6, 7, 8]
/** Payee of the Safes' outgoing transfers. */
const PAYEE_INDEX = 9
/** Explicit gas limits: with automine off, estimates would run against a state without the pending transactions. */
const GAS = { deposit: 100_000n, token: 100_000n, mint: 200_000n, exec: 400_000n }
const FEES = { maxFeePerGas: numberToHex(parseUnits('50', 9)), maxPriorityFeePerGas: numberToHex(parseUnits('1', 9)) }
/** Relative weights of the actions; a Safe executes at most once per block (its nonce orders them). */
const WEIGHTS = { deposit: 3, tokenIn: 2, nftIn: 1, execution: 4 } as const

/**
 * Realistic Safe traffic on a devnet, a block at a time: ether deposits, ERC-20 transfers in, NFT mints to Safes, and
 * multisig executions sending ether, ERC-20s and NFTs out or calling a token (approve). Executions are signed the way
 * wallets do (an EIP-712 signature per co-signer; the executing owner's approval is implied by msg.sender, v = 1).
 *
 * Use with automine off: `queue` sends transactions to the pending block, the caller mines, then calls `mined()`.
 * Transactions go out as JSON-RPC batches from anvil's unlocked dev accounts with explicit nonces and gas.
 */
export class SafeActivity {
  readonly counts: ActivityCounts = {
    deposits: 0,
    tokensIn: 0,
    nftsIn: 0,
    etherOut: 0,
    tokensOut: 0,
    nftsOut: 0,
    calls: 0,
  }
  private readonly random: () => number
  private readonly rpc: Client
  private readonly signers: PrivateKeyAccount[]
  private readonly nonces = new Map<number, number>()
  private pending: Pending[] = []
  private nextNftId: bigint

  private constructor(
    private readonly devnet: Devnet,
    private readonly safes: TrackedSafe[],
    private readonly tokens: readonly Address[],
    private readonly nft: Address,
    firstNftId: bigint,
    seed: number,
  ) {
    this.random = createRandom(seed)
    this.rpc = createClient({ transport: http(devnet.rpcUrl, { batch: { batchSize: 100 }, timeout: 30_000 }) })
    this.signers = devnet.accounts.map((account) => privateKeyToAccount(account.privateKey))
    this.nextNftId = firstNftId
  }

  /**
   * Creates `safes` Safes (funded with ether and both demo ERC-20s) with automine on, then turns automine off.
   * @throws {BenchError} when the devnet has no demo assets.
   */
  static async setup(devnet: Devnet, { safes, seed = 1 }: { safes: number; seed?: number }): Promise<SafeActivity> {
    const demo = devnet.demo
    if (!demo) throw new BenchError('The devnet has no demo assets (start it with demo: true).')
    const tokens = [demo.tokens.usdc, demo.tokens.dai]
    const tracked: TrackedSafe[] = []
    for (let index = 0; index < safes; index++) {
      const setup = SETUPS[index % SETUPS.length]!
      const address = await createSafe(devnet, { ...setup, fundWei: parseEther('10') })
      const balances = new Map<Address, bigint>()
      for (const [position, token] of tokens.entries()) {
        const amount = parseUnits('20000', position === 0 ? 6 : 18)
        await fundToken(devnet, { token, to: address, amount, from: TOKEN_SENDERS[index % TOKEN_SENDERS.length]! })
        balances.set(token, amount)
      }
      tracked.push({ address, ...setup, nonce: 0n, ether: parseEther('10'), tokens: balances, nfts: [] })
    }
    const minted = await devnet.publicClient.readContract({
      address: demo.nft,
      abi: demoNftAbi,
      functionName: 'totalSupply',
    })
    await devnet.testClient.setAutomine(false)
    const activity = new SafeActivity(devnet, tracked, tokens, demo.nft, minted + 1n, seed)
    for (const [index, account] of devnet.accounts.entries())
      activity.nonces.set(
        index,
        await devnet.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      )
    return activity
  }

  /** The Safes, in creation order. */
  get addresses(): Address[] {
    return this.safes.map((safe) => safe.address)
  }

  /** Sends `count` random actions to the pending block (at most one execution per Safe). */
  async queue(count: number): Promise<void> {
    const executing = new Set<TrackedSafe>()
    const sends: Promise<unknown>[] = []
    for (let action = 0; action < count; action++) {
      const safe = this.pick(this.safes)
      const kind = this.pickKind()
      if (kind === 'execution' && !executing.has(safe)) {
        const sent = this.execute(safe)
        if (sent) {
          executing.add(safe)
          sends.push(sent)
          continue
        }
      }
      sends.push(kind === 'nftIn' ? this.mintNft(safe) : kind === 'tokenIn' ? this.sendToken(safe) : this.deposit(safe))
    }
    await Promise.all(sends)
  }

  /** The pending block was mined: what it brought in becomes spendable. */
  mined(): void {
    for (const credit of this.pending) {
      if (credit.ether) credit.safe.ether += credit.ether
      if (credit.token)
        credit.safe.tokens.set(credit.token[0], (credit.safe.tokens.get(credit.token[0]) ?? 0n) + credit.token[1])
      if (credit.nft !== undefined) credit.safe.nfts.push(credit.nft)
    }
    this.pending = []
  }

  /**
   * Checks every Safe's on-chain nonce against the executions sent, so a silently reverted execution cannot go
   * unnoticed (its logs would be missing from the indexed figures).
   * @throws {BenchError} naming the first Safe that disagrees.
   */
  async verify(): Promise<void> {
    for (const safe of this.safes) {
      const nonce = await this.devnet.publicClient.readContract({
        address: safe.address,
        abi: safeL2Abi,
        functionName: 'nonce',
      })
      if (nonce !== safe.nonce)
        throw new BenchError(`Safe ${safe.address} executed ${nonce} transactions, ${safe.nonce} were sent.`, {
          details: { safe: safe.address, onChain: nonce, sent: safe.nonce },
        })
    }
  }

  /** Turns automine back on. */
  async stop(): Promise<void> {
    await this.devnet.testClient.setAutomine(true)
  }

  private deposit(safe: TrackedSafe): Promise<unknown> {
    const value = parseEther('0.01') * BigInt(1 + Math.floor(this.random() * 100))
    this.pending.push({ safe, ether: value })
    this.counts.deposits++
    return this.send(this.pick(DEPOSITORS), { to: safe.address, value, gas: GAS.deposit })
  }

  private sendToken(safe: TrackedSafe): Promise<unknown> {
    const token = this.pick(this.tokens)
    const amount = 10n ** (token === this.tokens[0] ? 6n : 18n) * BigInt(1 + Math.floor(this.random() * 500))
    this.pending.push({ safe, token: [token, amount] })
    this.counts.tokensIn++
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [safe.address, amount] })
    return this.send(this.pick(TOKEN_SENDERS), { to: token, data, gas: GAS.token })
  }

  private mintNft(safe: TrackedSafe): Promise<unknown> {
    // One minter sends every mint, so they are mined in nonce order and the ids are known in advance.
    this.pending.push({ safe, nft: this.nextNftId++ })
    this.counts.nftsIn++
    const data = encodeFunctionData({ abi: demoNftAbi, functionName: 'mint', args: [safe.address] })
    return this.send(NFT_MINTER, { to: this.nft, data, gas: GAS.mint })
  }

  /** An execution the Safe can afford right now, or null (the caller sends something else). */
  private execute(safe: TrackedSafe): Promise<unknown> | null {
    const payee = getAddress(this.devnet.accounts[PAYEE_INDEX]!.address)
    const token = this.pick(this.tokens)
    const amount = 10n ** (token === this.tokens[0] ? 6n : 18n) * BigInt(1 + Math.floor(this.random() * 50))
    const ether = parseEther('0.001') * BigInt(1 + Math.floor(this.random() * 100))
    const roll = this.random()
    let call: { to: Address; value?: bigint; data?: Hex }
    if (roll < 0.35 && safe.ether >= ether) {
      safe.ether -= ether
      call = { to: payee, value: ether }
      this.counts.etherOut++
    } else if (roll < 0.7 && (safe.tokens.get(token) ?? 0n) >= amount) {
      safe.tokens.set(token, safe.tokens.get(token)! - amount)
      call = { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, amount] }) }
      this.counts.tokensOut++
    } else if (roll < 0.85 && safe.nfts.length > 0) {
      const tokenId = safe.nfts.shift()!
      const args = [safe.address, payee, tokenId] as const
      call = { to: this.nft, data: encodeFunctionData({ abi: demoNftAbi, functionName: 'transferFrom', args }) }
      this.counts.nftsOut++
    } else if (roll >= 0.85) {
      call = {
        to: token,
        data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'approve', args: [payee, amount] }),
      }
      this.counts.calls++
    } else return null

    const tx = createSafeTx({ ...call, nonce: safe.nonce++ })
    const executor = this.pick(safe.owners)
    const cosigners = safe.owners.filter((owner) => owner !== executor).slice(0, safe.threshold - 1)
    return (async () => {
      const typedData = getSafeTxTypedData({ chainId: this.devnet.chainId, safeAddress: safe.address, tx })
      const inputs: SignatureInput[] = [
        { signer: this.signers[executor]!.address, data: '0x', kind: 'APPROVED_HASH' },
        ...(await Promise.all(
          cosigners.map(async (owner) => ({
            signer: this.signers[owner]!.address,
            data: await this.signers[owner]!.signTypedData(typedData),
            kind: 'EOA' as const,
          })),
        )),
      ]
      const data = encodeExecTransaction({ tx, signatures: joinSignatures(inputs) })
      return this.send(executor, { to: safe.address, data, gas: GAS.exec })
    })()
  }

  private send(from: number, tx: { to: Address; value?: bigint; data?: Hex; gas: bigint }): Promise<unknown> {
    const nonce = this.nonces.get(from)!
    this.nonces.set(from, nonce + 1)
    return this.rpc.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: this.devnet.accounts[from]!.address,
          to: tx.to,
          value: numberToHex(tx.value ?? 0n),
          data: tx.data ?? '0x',
          gas: numberToHex(tx.gas),
          nonce: numberToHex(nonce),
          ...FEES,
        },
      ],
    } as never)
  }

  private pickKind(): keyof typeof WEIGHTS {
    const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)
    let roll = this.random() * total
    for (const [kind, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
      roll -= weight
      if (roll < 0) return kind
    }
    return 'deposit'
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!
  }
}
