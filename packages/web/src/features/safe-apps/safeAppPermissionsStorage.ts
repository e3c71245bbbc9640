import { browserStorage } from '../../lib/browserStorage'

const memory = new Map<string, string>()
const pageMemory: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
}

/**
 * Where Safe App grants are kept: this browser's storage or, where the browser refuses it, a store that lasts as long
 * as the page (grants then simply do not survive a reload).
 */
export function safeAppPermissionsStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  return browserStorage() ?? pageMemory
}
