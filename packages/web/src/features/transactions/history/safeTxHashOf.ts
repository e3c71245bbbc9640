import { parseTransactionId } from '@strongroom/protocol'

/** The safeTxHash a multisig entry's id names, or null (a module entry, or an id that does not read). */
export function safeTxHashOf(id: string): string | null {
  try {
    const parsed = parseTransactionId(id)
    return parsed.type === 'MULTISIG' ? parsed.safeTxHash : null
  } catch {
    return null
  }
}
