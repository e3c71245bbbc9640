import { type Allowance, allowanceModuleAbi, safeL2Abi, sanitizeDisplayText, toAllowance } from '@strongroom/protocol'
import { type Address, type Client, erc20Abi, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { getBlock, readContract } from 'viem/actions'

/** One allowance of one beneficiary, as the module holds it now. */
export interface SpendingLimit {
  delegate: Address
  /** The zero address is the native coin. */
  token: Address
  allowance: Allowance
}

/** The Safe's spending limits, read from the chain (never from the gateway; docs/spending-limits.md). */
export interface SpendingLimits {
  module: Address
  moduleEnabled: boolean
  /** The beneficiaries the module lists for the Safe. */
  delegates: Address[]
  /** Allowances with an amount (a deleted one keeps only its nonce and is left out). */
  limits: SpendingLimit[]
}

/** A token as its contract describes it; null when it does not answer as an ERC-20. */
export type TokenLabel = { symbol: string; decimals: number } | null

const PAGE = 50
const MAX_PAGES = 10

/** The chain's own clock: the module counts periods in the chain's time, which the devnet may move ahead. */
export async function chainNow(client: Client): Promise<Date> {
  const block = await getBlock(client)
  return new Date(Number(block.timestamp) * 1000)
}

/** The allowances the module holds for `delegate` on `safe`, as they stand at `now`. */
export async function readDelegateLimits(
  client: Client,
  { safe, module, delegate, now }: { safe: Address; module: Address; delegate: Address; now: Date },
): Promise<SpendingLimit[]> {
  const tokens = await readContract(client, {
    address: module,
    abi: allowanceModuleAbi,
    functionName: 'getTokens',
    args: [safe, delegate],
  })
  const limits = await Promise.all(
    tokens.map(async (token) => {
      const words = await readContract(client, {
        address: module,
        abi: allowanceModuleAbi,
        functionName: 'getTokenAllowance',
        args: [safe, delegate, token],
      })
      return { delegate: getAddress(delegate), token: getAddress(token), allowance: toAllowance(words, now) }
    }),
  )
  return limits.filter((limit) => limit.allowance.amount > 0n)
}

/**
 * Whether the module is enabled on the Safe, its beneficiaries (`getDelegates`, page by page) and each one's
 * allowances, at the chain's current time.
 */
export async function readSpendingLimits(
  client: Client,
  { safe, module }: { safe: Address; module: Address },
): Promise<SpendingLimits> {
  const [moduleEnabled, now] = await Promise.all([
    readContract(client, { address: safe, abi: safeL2Abi, functionName: 'isModuleEnabled', args: [module] }),
    chainNow(client),
  ])
  const delegates: Address[] = []
  let start = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const [found, next] = await readContract(client, {
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'getDelegates',
      args: [safe, start, PAGE],
    })
    delegates.push(...found.map((delegate) => getAddress(delegate)))
    if (next === 0) break
    start = next
  }
  const limits = (
    await Promise.all(delegates.map((delegate) => readDelegateLimits(client, { safe, module, delegate, now })))
  ).flat()
  return { module, moduleEnabled, delegates, limits }
}

/** `symbol()` and `decimals()` of each token (through the display rule); the zero address is left to the caller. */
export async function readTokenLabels(
  client: Client,
  tokens: readonly Address[],
): Promise<Record<Address, TokenLabel>> {
  const unique = [...new Set(tokens.map((token) => getAddress(token)))].filter(
    (token) => !isAddressEqual(token, zeroAddress),
  )
  const entries = await Promise.all(
    unique.map(async (token): Promise<[Address, TokenLabel]> => {
      try {
        const [symbol, decimals] = await Promise.all([
          readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
          readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
        ])
        const shown = sanitizeDisplayText(symbol, 16)
        return [token, shown === '' ? null : { symbol: shown, decimals }]
      } catch {
        return [token, null]
      }
    }),
  )
  return Object.fromEntries(entries)
}
