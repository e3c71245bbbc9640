/** Every document of `storage` (this browser's localStorage), key → raw string; empty without storage. */
export function readBrowserDocuments(storage: Storage | undefined): Map<string, string> {
  const documents = new Map<string, string>()
  if (!storage) return documents
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    const value = key === null ? null : storage.getItem(key)
    if (key !== null && value !== null) documents.set(key, value)
  }
  return documents
}
