import type { CreationTransactionInfo } from '@strongroom/protocol'
import type { SafeCreationRecord } from '../load/SafeCreationRecord'
import type { TransactionMappingContext } from './TransactionMappingContext'

/** Creation txInfo: who deployed the proxy, through which factory, for which singleton. */
export function buildCreationTransactionInfo(
  creation: SafeCreationRecord,
  context: TransactionMappingContext,
): CreationTransactionInfo {
  return {
    type: 'Creation',
    humanDescription: null,
    richDecodedInfo: null,
    creator: context.addressInfo(creation.creator ?? creation.safe),
    transactionHash: creation.txHash,
    implementation: creation.singleton ? context.addressInfo(creation.singleton) : null,
    factory: creation.factory ? context.addressInfo(creation.factory) : null,
  }
}
