import { decodeAllowanceChange, sanitizeDisplayText } from '@strongroom/protocol'
import { type Address, type Client, erc20Abi, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { readContract } from 'viem/actions'
import { type Call, type DecodedCall, decodeCall } from '../review/decodeCall'

/** A token as its own contract describes it. */
export interface TokenMetadata {
  symbol: string
  decimals: number
}

/**
 * The tokens a review names, keyed by checksummed address: read from the token contracts, never taken from the
 * gateway (docs/web-security.md §2.9). null: the contract did not answer `decimals()` and `symbol()` as an ERC-20
 * does, and its amounts are shown raw.
 */
export type ReviewTokens = Readonly<Record<Address, TokenMetadata | null>>

const SYMBOL_MAX = 16

/**
 * Reads `decimals()` and `symbol()` of every token `tx` moves or approves (ERC-20 calls at any depth of a batch) and of
 * its gas token when it pays a refund, through the app's own RPC. The symbol goes through the display rule
 * (`sanitizeDisplayText`): a token's name is chosen by whoever deployed it. Never throws: a token that cannot be read
 * (no contract, no ERC-20 answer, a failing node) is null, and its amounts are shown raw.
 */
export async function readReviewTokens(
  client: Client,
  { safe, tx }: { safe: Address; tx: Call & { gasPrice: bigint; gasToken: Address } },
): Promise<ReviewTokens> {
  const tokens = new Set<Address>()
  if (tx.gasPrice > 0n && !isAddressEqual(tx.gasToken, zeroAddress)) tokens.add(getAddress(tx.gasToken))
  collectTokens(tx, decodeCall(safe, tx), tokens)
  const entries = await Promise.all([...tokens].map(async (token) => [token, await readToken(client, token)] as const))
  return Object.fromEntries(entries)
}

function collectTokens(call: Call, decoded: DecodedCall, tokens: Set<Address>): void {
  if (decoded.kind === 'erc20') tokens.add(getAddress(decoded.token))
  if (decoded.kind === 'batch') for (const action of decoded.actions) collectTokens(action.call, action.decoded, tokens)
  // An allowance the Safe gives in a token (docs/spending-limits.md): its amount is shown in the token's units.
  if (decoded.kind === 'contract') {
    const change = decodeAllowanceChange(call.data)
    if (change && 'token' in change && !isAddressEqual(change.token, zeroAddress)) tokens.add(getAddress(change.token))
  }
}

async function readToken(client: Client, token: Address): Promise<TokenMetadata | null> {
  try {
    const [decimals, symbol] = await Promise.all([
      readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
      readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
    ])
    const shown = sanitizeDisplayText(symbol, SYMBOL_MAX)
    return shown === '' ? null : { symbol: shown, decimals }
  } catch {
    return null
  }
}
