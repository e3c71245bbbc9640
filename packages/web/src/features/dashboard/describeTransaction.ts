import type { TransactionInfo } from '@strongroom/protocol'
import { formatTokenAmount } from '../../lib/formatTokenAmount'

const SETTINGS_LABELS: Record<string, string> = {
  ADD_OWNER: 'Add owner',
  REMOVE_OWNER: 'Remove owner',
  SWAP_OWNER: 'Replace owner',
  CHANGE_MASTER_COPY: 'Update Safe version',
  CHANGE_IMPLEMENTATION: 'Update Safe version',
  ENABLE_MODULE: 'Enable module',
  DISABLE_MODULE: 'Disable module',
  SET_GUARD: 'Set guard',
  DELETE_GUARD: 'Remove guard',
  SET_FALLBACK_HANDLER: 'Set fallback handler',
}

/**
 * A short human title for a transaction from its `txInfo` (docs/gateway-api.md §5.2), such as "Send 0.25 ETH" or
 * "Change threshold to 2". `nativeSymbol` names the chain's coin.
 */
export function describeTransaction(info: TransactionInfo, nativeSymbol: string): string {
  switch (info.type) {
    case 'Transfer': {
      const verb = info.direction === 'INCOMING' ? 'Receive' : 'Send'
      const transfer = info.transferInfo
      if (transfer.type === 'NATIVE_COIN') return `${verb} ${formatTokenAmount(transfer.value, 18)} ${nativeSymbol}`
      if (transfer.type === 'ERC20')
        return `${verb} ${formatTokenAmount(transfer.value, transfer.decimals)} ${transfer.tokenSymbol ?? 'tokens'}`
      return `${verb} ${transfer.tokenSymbol ?? transfer.tokenName ?? 'NFT'} #${transfer.tokenId}`
    }
    case 'SettingsChange': {
      const settings = info.settingsInfo
      if (settings?.type === 'CHANGE_THRESHOLD') return `Change threshold to ${settings.threshold}`
      return (settings && SETTINGS_LABELS[settings.type]) ?? info.dataDecoded.method
    }
    case 'Custom':
      if (info.isCancellation) return 'Reject transaction'
      if (info.actionCount !== null && info.actionCount > 1) return `Batch of ${info.actionCount} actions`
      return info.methodName ? `Call ${info.methodName}` : 'Contract interaction'
    case 'Creation':
      return 'Safe created'
  }
}
