import { tokenKeyOf } from './HistoryFilter'
import type { HistoryRow } from './historyRows'

/** The tokens the loaded history moves, for the token filter: key and symbol, sorted by symbol. */
export function historyTokens(
  rows: readonly HistoryRow[],
  nativeSymbol: string,
): Array<{ key: string; label: string }> {
  const tokens = new Map<string, string>()
  for (const row of rows) {
    if (row.kind !== 'transaction') continue
    const key = tokenKeyOf(row.transaction)
    const info = row.transaction.txInfo
    if (!key || tokens.has(key) || info.type !== 'Transfer') continue
    const transfer = info.transferInfo
    tokens.set(
      key,
      transfer.type === 'NATIVE_COIN'
        ? nativeSymbol
        : (transfer.tokenSymbol ?? transfer.tokenName ?? transfer.tokenAddress),
    )
  }
  return [...tokens].map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label))
}
