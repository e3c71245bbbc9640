import { encodeSettingsChange, type SafeSettingsState, type SettingsChange } from '@strongroom/protocol'
import type { PendingSettingsChange } from './SettingsChangeReview'

/** The name each settings flow gives its proposals (their `origin`). */
export const SETTINGS_CHANGE_NAMES: Record<SettingsChange['type'], string> = {
  ADD_OWNER: 'Add owner',
  REMOVE_OWNER: 'Remove owner',
  SWAP_OWNER: 'Replace owner',
  CHANGE_THRESHOLD: 'Change threshold',
  CHANGE_IMPLEMENTATION: 'Change implementation',
  ENABLE_MODULE: 'Enable module',
  DISABLE_MODULE: 'Disable module',
  SET_GUARD: 'Set guard',
  DELETE_GUARD: 'Remove guard',
  SET_FALLBACK_HANDLER: 'Set fallback handler',
}

/**
 * A settings change as the one call the Safe makes: to the Safe itself, value 0, CALL, with protocol's encoding
 * checked against the Safe as read from the chain (docs/safe-settings.md §1–3).
 * @throws {SettingsChangeError} (protocol) naming the field and the rule broken.
 */
export function settingsChangeCall(change: SettingsChange, settings: SafeSettingsState): PendingSettingsChange {
  return {
    name: SETTINGS_CHANGE_NAMES[change.type],
    call: { to: settings.safe, value: 0n, data: encodeSettingsChange(change, settings), operation: 0 },
  }
}
