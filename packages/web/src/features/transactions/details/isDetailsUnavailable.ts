import type { TransactionDetails } from '@strongroom/protocol'

/**
 * An execution the gateway could not read ("executed, details unavailable", docs/gateway-api.md §5.2): its `Custom`
 * fields (`to` the zero address, `dataSize` "0") are placeholders, so nothing of them is shown.
 */
export function isDetailsUnavailable(details: TransactionDetails): boolean {
  return details.txInfo.type === 'Custom' && details.txInfo.detailsUnavailable !== undefined
}
