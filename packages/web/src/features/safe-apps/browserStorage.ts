const memory = new Map<string, string>()

/**
 * The browser's localStorage, or, where storage is disabled (privacy modes), a store that lasts as long as the
 * page: grants then simply do not survive a reload.
 */
export function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const storage = window.localStorage
    storage.getItem('')
    return storage
  } catch {
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) }
  }
}
