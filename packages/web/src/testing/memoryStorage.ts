/**
 * A Web Storage stand-in for the stores' unit tests. `initial` documents are stored as JSON, as the stores write them;
 * `items` holds the raw strings (set one directly for a document that is not JSON).
 */
export function memoryStorage(initial: Record<string, unknown> = {}) {
  const items = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}
