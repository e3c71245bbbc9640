import type { AddressInfo, TransactionInfo } from '@strongroom/protocol'
import { describeTransfer } from './describeTransfer'
import { nameOfAddress } from './nameOfAddress'

/** What {@link describeTransaction} needs besides the transaction. */
export interface DescribeTransactionContext {
  /** The chain's coin ("ETH"). */
  nativeSymbol: string
  /** Its logo, for the rows that draw an amount with it (the symbol's letter without). */
  nativeLogoUri?: string | null | undefined
  /** The name the user gave an address (address book, added Safes), if any. */
  nameOf?: ((address: string) => string | undefined) | undefined
  /**
   * The Safe's threshold now, for a queued threshold change ("Change threshold 2 → 3"). Left out for the history,
   * where the threshold at the time is not known.
   */
  currentThreshold?: number | undefined
}

const SETTINGS_LABELS: Record<string, string> = {
  CHANGE_MASTER_COPY: 'Update Safe version',
  CHANGE_IMPLEMENTATION: 'Update Safe version',
  ENABLE_MODULE: 'Enable module',
  DISABLE_MODULE: 'Disable module',
  SET_GUARD: 'Set guard',
  DELETE_GUARD: 'Remove guard',
  SET_FALLBACK_HANDLER: 'Set fallback handler',
}

/**
 * A short sentence saying what a transaction does, from its `txInfo` (docs/gateway-api.md §5.2): "Send 1.5 USDC to
 * Alice", "Add owner Bob", "Change threshold 2 → 3", "Contract interaction: approve", "Batch of 3 actions".
 * Addresses are named as the user named them, else as the gateway did, else shortened.
 */
export function describeTransaction(info: TransactionInfo, context: DescribeTransactionContext): string {
  const who = (address: AddressInfo) => nameOfAddress(address, context)
  switch (info.type) {
    case 'Transfer': {
      const { verb, what, party } = describeTransfer(info, context)
      return `${verb} ${what} ${party}`
    }
    case 'SettingsChange': {
      const settings = info.settingsInfo
      switch (settings?.type) {
        case 'ADD_OWNER':
          return `Add owner ${who(settings.owner)}`
        case 'REMOVE_OWNER':
          return `Remove owner ${who(settings.owner)}`
        case 'SWAP_OWNER':
          return `Replace owner ${who(settings.oldOwner)} with ${who(settings.newOwner)}`
        case 'CHANGE_THRESHOLD':
          return context.currentThreshold !== undefined && context.currentThreshold !== settings.threshold
            ? `Change threshold ${context.currentThreshold} → ${settings.threshold}`
            : `Change threshold to ${settings.threshold}`
        default:
          return (settings && SETTINGS_LABELS[settings.type]) ?? `Settings change: ${info.dataDecoded.method}`
      }
    }
    case 'Custom':
      // Its `to` and `dataSize` are placeholders, never a call (docs/gateway-api.md §5.2).
      if (info.detailsUnavailable !== undefined) return 'Executed, details unavailable'
      if (info.isCancellation) return 'On-chain rejection'
      if (info.actionCount !== null && info.actionCount > 1) return `Batch of ${info.actionCount} actions`
      return info.methodName ? `Contract interaction: ${info.methodName}` : 'Contract interaction'
    case 'Creation':
      return 'Safe created'
  }
}
