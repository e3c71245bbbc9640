import type { TransferTransactionInfo } from '@strongroom/protocol'
import { isAddressEqual, zeroAddress } from 'viem'
import type { TransferRecord } from '../load/TransferRecord'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** Transfer txInfo of an indexed transfer; the direction is seen from the context's Safe (CGW transfer-direction). */
export function buildTransferTransactionInfo(
  transfer: TransferRecord,
  context: TransactionMappingContext,
): TransferTransactionInfo {
  const safe = context.safe.address
  const direction = isAddressEqual(transfer.from, safe)
    ? 'OUTGOING'
    : isAddressEqual(transfer.to, safe)
      ? 'INCOMING'
      : 'UNKNOWN'
  const token = transfer.token
  // The indexer stores a token address for every token transfer; only ETHER ones have none.
  const tokenAddress = transfer.tokenAddress ?? zeroAddress
  return {
    type: 'Transfer',
    humanDescription: null,
    richDecodedInfo: null,
    sender: context.addressInfo(transfer.from),
    recipient: context.addressInfo(transfer.to),
    direction,
    transferInfo:
      transfer.type === 'ETHER'
        ? { type: 'NATIVE_COIN', value: (transfer.value ?? 0n).toString() }
        : transfer.type === 'ERC20'
          ? {
              type: 'ERC20',
              tokenAddress,
              value: (transfer.value ?? 0n).toString(),
              tokenName: token?.name ?? null,
              tokenSymbol: token?.symbol ?? null,
              logoUri: token?.logoUri ?? null,
              decimals: token?.decimals ?? null,
              trusted: token ? token.trusted : null,
              imitation: false,
            }
          : {
              type: 'ERC721',
              tokenAddress,
              tokenId: (transfer.tokenId ?? 0n).toString(),
              tokenName: token?.name ?? null,
              tokenSymbol: token?.symbol ?? null,
              logoUri: token?.logoUri ?? null,
              trusted: token ? token.trusted : null,
            },
  }
}
