import { useCallback, useMemo } from 'react'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useStoredState } from '../../../hooks/useStoredState'
import type { BatchAction } from './BatchAction'
import { BATCH_LIMIT, parseStoredBatch, serializeBatch } from './parseStoredBatch'

const EMPTY: BatchAction[] = []
const parse = (stored: unknown) => parseStoredBatch(stored)

/** The localStorage key of a Safe's batch: one per chain and Safe (docs/new-transactions.md §Batch). */
export function batchKey(chainId: number, safe: Address): string {
  return `strongroom.batch.${chainId}.${safe.toLowerCase()}`
}

/**
 * The actions a Safe's owner has put aside to propose together, kept in this browser (every tab sees the same batch),
 * with the edits of the batch screen: add, remove, move up or down, clear.
 */
export function useTransactionBatch(safe: Address) {
  const { chainId } = useRuntimeConfig()
  const [stored, setStored] = useStoredState<unknown>(batchKey(chainId, safe), parse, EMPTY)
  const actions = stored as BatchAction[]
  const save = useCallback((next: readonly BatchAction[]) => setStored(serializeBatch(next)), [setStored])
  return useMemo(
    () => ({
      actions,
      /** False when adding `count` actions would pass the limit. */
      canAdd: (count: number) => actions.length + count <= BATCH_LIMIT,
      add(added: ReadonlyArray<Omit<BatchAction, 'id'>>) {
        const fresh = added.map((action) => ({ ...action, id: crypto.randomUUID() }))
        save([...actions, ...fresh].slice(0, BATCH_LIMIT))
      },
      remove(id: string) {
        save(actions.filter((action) => action.id !== id))
      },
      move(id: string, by: -1 | 1) {
        const from = actions.findIndex((action) => action.id === id)
        const to = from + by
        if (from === -1 || to < 0 || to >= actions.length) return
        const next = [...actions]
        ;[next[from], next[to]] = [next[to]!, next[from]!]
        save(next)
      },
      clear() {
        save([])
      },
    }),
    [actions, save],
  )
}
