/** The fees of a transaction: EIP-1559's fee cap and tip, or a legacy gas price. */
export type TransactionFees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }

// Nodes replace a pending transaction only for at least 10 % more on every fee (geth's default price bump).
const bump = (fee: bigint) => fee + fee / 10n + 1n
// biome-ignore lint/complexity/useMathMinMax: Math.max does not take bigints.
const max = (...values: bigint[]) => values.reduce((a, b) => (b > a ? b : a))

/**
 * The fees that replace a pending transaction (docs/batch-execution.md §2): each more than 10 % above the pending
 * one, and at least what the node suggests now; the fee cap never below the tip. A legacy transaction stays legacy.
 * Pure.
 */
export function bumpFees(pending: TransactionFees, suggested: TransactionFees): TransactionFees {
  if ('gasPrice' in pending)
    return {
      gasPrice: max(bump(pending.gasPrice), 'gasPrice' in suggested ? suggested.gasPrice : suggested.maxFeePerGas),
    }
  const suggestedTip = 'gasPrice' in suggested ? 0n : suggested.maxPriorityFeePerGas
  const suggestedCap = 'gasPrice' in suggested ? suggested.gasPrice : suggested.maxFeePerGas
  const maxPriorityFeePerGas = max(bump(pending.maxPriorityFeePerGas), suggestedTip)
  return { maxFeePerGas: max(bump(pending.maxFeePerGas), suggestedCap, maxPriorityFeePerGas), maxPriorityFeePerGas }
}
