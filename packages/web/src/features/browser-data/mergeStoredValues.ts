/** What merging one store of an import into this browser's copy gives: the value to keep and what changed, in words. */
export interface MergedStore<T> {
  value: T
  /** Items the file brings that this browser did not have. */
  added: string[]
  /** Items this browser had, completed from the file (an empty name filled in). */
  updated: string[]
  /** Items both have but differently: this browser's version stays. */
  kept: string[]
}

/** How a store merges: `current` is undefined when this browser keeps nothing under the key. */
export type MergeStore<T> = (current: T | undefined, incoming: T) => MergedStore<T>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A list whose items have an identity (a Safe's address, an app's URL): this browser's items stay as they are and in
 * their order, the file's items this browser lacks are appended. An item on both sides stays this browser's, unless
 * `complete` fills in something it lacks (docs/browser-data.md §Merge).
 */
export function mergeList<Item>(options: {
  identity: (item: Item) => string
  describe: (item: Item) => string
  complete?: (current: Item, incoming: Item) => Item
}): MergeStore<Item[]> {
  return (current = [], incoming) => {
    const result: MergedStore<Item[]> = { value: [...current], added: [], updated: [], kept: [] }
    const positions = new Map(current.map((item, index) => [options.identity(item), index]))
    for (const item of incoming) {
      const id = options.identity(item)
      const at = positions.get(id)
      if (at === undefined) {
        positions.set(id, result.value.length)
        result.value.push(item)
        result.added.push(options.describe(item))
        continue
      }
      const mine = result.value[at] as Item
      if (same(mine, item)) continue
      const completed = options.complete?.(mine, item) ?? mine
      if (same(completed, mine)) result.kept.push(options.describe(mine))
      else {
        result.value[at] = completed
        result.updated.push(options.describe(completed))
      }
    }
    return result
  }
}

/**
 * A record (RPC URL by chain, Safe names by chain): this browser's entries stay, the file's other entries are added;
 * with `mergeEntry`, an entry both hold (or one this browser lacks) is merged one level down.
 */
export function mergeRecord<Value>(options: {
  /** Names an entry added or kept whole (without `mergeEntry`). */
  describe: (key: string, value: Value) => string
  /** Merges an entry one level down; by default an entry this browser holds stays as it is. */
  mergeEntry?: MergeStore<Value>
}): MergeStore<Record<string, Value>> {
  return (current = {}, incoming) => {
    const result: MergedStore<Record<string, Value>> = { value: { ...current }, added: [], updated: [], kept: [] }
    for (const [key, value] of Object.entries(incoming)) {
      const mine = Object.hasOwn(current, key) ? (current[key] as Value) : undefined
      if (mine !== undefined && same(mine, value)) continue
      if (!options.mergeEntry) {
        if (mine === undefined) {
          result.value[key] = value
          result.added.push(options.describe(key, value))
        } else result.kept.push(options.describe(key, mine))
        continue
      }
      // A nested merge describes the entries it brings one by one, also under a key this browser lacks.
      const merged = options.mergeEntry(mine, value)
      result.value[key] = merged.value
      result.added.push(...merged.added)
      result.updated.push(...merged.updated)
      result.kept.push(...merged.kept)
    }
    return result
  }
}

/** One choice (a theme, a currency): taken from the file only when this browser has made none. */
export function mergeChoice<Value>(describe: (value: Value) => string): MergeStore<Value> {
  return (current, incoming) => {
    if (current === undefined) return { value: incoming, added: [describe(incoming)], updated: [], kept: [] }
    return { value: current, added: [], updated: [], kept: same(current, incoming) ? [] : [describe(current)] }
  }
}
