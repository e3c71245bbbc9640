import type { SafeTxControlChange } from '@strongroom/protocol'
import { describeSettingsChange } from './describeSettingsChange'

/** A change of who or what controls the Safe, in a sentence, with its place in a batch. */
export function describeControlChange(change: SafeTxControlChange): string {
  const where = change.path.length > 0 ? `Action ${change.path.map((index) => index + 1).join('.')}: ` : ''
  if (change.kind === 'migration')
    return `${where}Migrates the Safe to another implementation through the official migration contract ${change.target}.`
  return `${where}${describeSettingsChange(change.change)}`
}
