import { useCallback, useEffect, useRef, useState } from 'react'

/** One request waiting for the user. */
export interface QueuedRequest<T> {
  key: number
  value: T
}

interface Pending<T, R> extends QueuedRequest<T> {
  resolve(result: R): void
  reject(error: unknown): void
}

/**
 * Requests that wait for the user one at a time (signing sheets, permission prompts): `enqueue` returns a promise
 * that the user's answer settles; `current` is the one shown. Whatever is still waiting when the component goes is
 * rejected with `onAbandon()`, so no caller waits for ever.
 */
export function useRequestQueue<T, R>(onAbandon: () => unknown) {
  const pending = useRef<Pending<T, R>[]>([])
  const [current, setCurrent] = useState<QueuedRequest<T> | undefined>(undefined)
  const counter = useRef(0)
  const abandon = useRef(onAbandon)
  abandon.current = onAbandon

  const show = useCallback(() => {
    const first = pending.current[0]
    setCurrent(first ? { key: first.key, value: first.value } : undefined)
  }, [])

  const enqueue = useCallback(
    (value: T) =>
      new Promise<R>((resolve, reject) => {
        pending.current.push({ key: ++counter.current, value, resolve, reject })
        show()
      }),
    [show],
  )

  const settle = useCallback(
    (key: number, outcome: { ok: true; result: R } | { ok: false; error: unknown }) => {
      const index = pending.current.findIndex((entry) => entry.key === key)
      if (index < 0) return
      const [entry] = pending.current.splice(index, 1)
      if (outcome.ok) entry!.resolve(outcome.result)
      else entry!.reject(outcome.error)
      show()
    },
    [show],
  )

  useEffect(
    () => () => {
      for (const entry of pending.current.splice(0)) entry.reject(abandon.current())
    },
    [],
  )

  return { current, enqueue, settle, size: () => pending.current.length }
}
