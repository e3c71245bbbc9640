import type { SafeTxControlChange } from '@strongroom/protocol'
import { describeAllowanceChange, type TokenWords } from './describeAllowanceChange'
import { describeSettingsChange } from './describeSettingsChange'

const rawWords: TokenWords = {
  amount: (token, raw) => `${raw} base units of token ${token}`,
  token: (token) => `token ${token}`,
}

/** A change of who or what controls the Safe, in a sentence, with its place in a batch. */
export function describeControlChange(change: SafeTxControlChange, words: TokenWords = rawWords): string {
  const where = change.path.length > 0 ? `Action ${change.path.map((index) => index + 1).join('.')}: ` : ''
  if (change.kind === 'migration')
    return `${where}Migrates the Safe to another implementation through the official migration contract ${change.target}.`
  if (change.kind === 'allowance')
    return `${where}Allowance module ${change.module}: ${describeAllowanceChange(change.change, words)}`
  return `${where}${describeSettingsChange(change.change)}`
}
