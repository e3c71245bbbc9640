import type { TransactionInfo } from '@strongroom/protocol'
import { TokenAmount } from '../../../components/TokenAmount'
import './TransferAmount.css'

/** The chain's coin as the gateway describes it (ChainInfo's `nativeCurrency`). */
export interface RowNativeCurrency {
  symbol: string
  decimals: number
  logoUri: string | null
}

/**
 * What a transfer moves, for its row (docs/look-and-feel.md §8): the token's logo, the figure signed `+` received and
 * `−` sent (compact, every digit on hover and focus), and the symbol. Nothing for an NFT (the row's words name it),
 * a transfer of unknown direction, or a transaction that is not a transfer.
 */
export function TransferAmount({ info, native }: { info: TransactionInfo; native: RowNativeCurrency }) {
  if (info.type !== 'Transfer' || info.direction === 'UNKNOWN') return null
  const transfer = info.transferInfo
  if (transfer.type === 'ERC721') return null
  const sign = info.direction === 'INCOMING' ? '+' : '−'
  const token =
    transfer.type === 'NATIVE_COIN'
      ? native
      : { symbol: transfer.tokenSymbol ?? 'tokens', decimals: transfer.decimals, logoUri: transfer.logoUri }
  return (
    <TokenAmount
      raw={transfer.value}
      decimals={token.decimals}
      symbol={token.symbol}
      logoUri={token.logoUri}
      sign={sign}
      className={`transfer-amount transfer-amount--${info.direction === 'INCOMING' ? 'in' : 'out'}`}
      data-testid="transfer-amount"
    />
  )
}
