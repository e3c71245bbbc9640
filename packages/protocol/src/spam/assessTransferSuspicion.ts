import type { TransactionSummary } from '../gateway/transactionSummarySchema'
import { findLookAlike } from './findLookAlike'
import type { KnownAddress } from './KnownAddress'

/** A token the deployment's token list trusts, by its symbol. */
export interface TrustedToken {
  address: string
  symbol: string
}

/**
 * Why a history entry is suspicious (docs/spam-and-poisoning.md §2):
 * - `look-alike`: the other side of the transfer imitates a known address (address poisoning);
 * - `imitation`: the token is not trusted but carries the symbol of a trusted token;
 * - `zero-value`: nothing moved, and the other side is a stranger (the poisoning pattern without a look-alike).
 */
export type TransferSuspicion =
  | { kind: 'look-alike'; address: string; resembles: KnownAddress }
  | { kind: 'imitation'; symbol: string; trustedToken: string }
  | { kind: 'zero-value'; counterparty: string }

export interface SuspicionContext {
  safe: string
  known: readonly KnownAddress[]
  trustedTokens: readonly TrustedToken[]
}

/** A symbol as people read it: compatibility forms folded (NFKC), invisible and space characters dropped, upper case. */
export function normalizeTokenSymbol(symbol: string): string {
  return symbol
    .normalize('NFKC')
    .replace(/[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .toUpperCase()
}

/**
 * Whether a transfer in the Safe's history is suspicious, and why. Only transfers the Safe's owners did not make are
 * judged (no multisig or module execution behind them): anyone can make a token emit a transfer from or to the Safe,
 * and the owners' own transactions are reviewed before signing.
 */
export function assessTransferSuspicion(
  transaction: Pick<TransactionSummary, 'txInfo' | 'executionInfo'>,
  context: SuspicionContext,
): TransferSuspicion | undefined {
  const info = transaction.txInfo
  if (info.type !== 'Transfer' || transaction.executionInfo !== null) return undefined
  const safe = context.safe.toLowerCase()
  const counterparty = info.sender.value.toLowerCase() === safe ? info.recipient.value : info.sender.value
  const lookAlike = findLookAlike(counterparty, [{ address: context.safe, source: 'safe' } as const, ...context.known])
  if (lookAlike) return { kind: 'look-alike', address: counterparty, resembles: lookAlike }

  const transfer = info.transferInfo
  if (transfer.type !== 'NATIVE_COIN' && transfer.trusted !== true && transfer.tokenSymbol) {
    const symbol = normalizeTokenSymbol(transfer.tokenSymbol)
    const token = transfer.tokenAddress.toLowerCase()
    const imitated = context.trustedTokens.find(
      (trusted) => trusted.address.toLowerCase() !== token && normalizeTokenSymbol(trusted.symbol) === symbol,
    )
    if (symbol !== '' && imitated)
      return { kind: 'imitation', symbol: transfer.tokenSymbol, trustedToken: imitated.address }
  }

  if (transfer.type !== 'ERC721' && isZero(transfer.value)) {
    const other = counterparty.toLowerCase()
    const isKnown = other === safe || context.known.some((entry) => entry.address.toLowerCase() === other)
    if (!isKnown) return { kind: 'zero-value', counterparty }
  }
  return undefined
}

const isZero = (value: string) => /^0+$/.test(value)
