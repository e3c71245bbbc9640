import type { TransactionInfo } from '@strongroom/protocol'
import { formatTokenAmount } from '../../../lib/formatTokenAmount'
import { nameOfAddress } from './nameOfAddress'

/** A fungible amount a transfer moves, as `components/TokenAmount` draws it. */
export interface TransferredAmount {
  raw: string
  decimals: number | null
  symbol: string
  logoUri: string | null
}

/** The parts of "Send 1.5 USDC to Alice": the verb, what moves (in words, and as an amount when fungible), the party. */
export interface TransferDescription {
  verb: 'Send' | 'Receive'
  /** What moves in words: "1.5 USDC" (standard notation), "Punks #7". */
  what: string
  /** The amount, for an ether or ERC-20 transfer; null for an NFT. */
  amount: TransferredAmount | null
  /** "to Alice", "from 0x3C44…93BC". */
  party: string
}

/** A transfer in parts, for `describeTransaction`'s sentence and for the rows that draw the amount with its logo. */
export function describeTransfer(
  info: Extract<TransactionInfo, { type: 'Transfer' }>,
  context: {
    nativeSymbol: string
    nativeLogoUri?: string | null | undefined
    nameOf?: ((address: string) => string | undefined) | undefined
  },
): TransferDescription {
  const incoming = info.direction === 'INCOMING'
  const verb = incoming ? 'Receive' : 'Send'
  const party = incoming
    ? `from ${nameOfAddress(info.sender, context)}`
    : `to ${nameOfAddress(info.recipient, context)}`
  const transfer = info.transferInfo
  if (transfer.type === 'ERC721')
    return {
      verb,
      what: `${transfer.tokenSymbol ?? transfer.tokenName ?? 'NFT'} #${transfer.tokenId}`,
      amount: null,
      party,
    }
  const amount: TransferredAmount =
    transfer.type === 'NATIVE_COIN'
      ? { raw: transfer.value, decimals: 18, symbol: context.nativeSymbol, logoUri: context.nativeLogoUri ?? null }
      : {
          raw: transfer.value,
          decimals: transfer.decimals,
          symbol: transfer.tokenSymbol ?? 'tokens',
          logoUri: transfer.logoUri,
        }
  return { verb, what: `${formatTokenAmount(amount.raw, amount.decimals)} ${amount.symbol}`, amount, party }
}
