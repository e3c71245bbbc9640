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
 * that the user's answer settles; `current` is the one shown, `waiting` how many more are behind it. Whatever is still waiting when the component goes is
 * rejected with `onAbandon()`, so no caller waits for ever.
 */
export function useRequestQueue<T, R>(onAbandon: () => unknown) {
  const pending = useRef<Pending<T, R>[]>([])
  const [current, setCurrent] = useState<QueuedRequest<T> | undefined>(undefined)
  const [waiting, setWaiting] = useState(0)
  const counter = useRef(0)
  const abandon = useRef(onAbandon)
  abandon.current = onAbandon

  const show = useCallback(() => {
    const first = pending.current[0]
    setCurrent((shown) => (shown?.key === first?.key ? shown : first && { key: first.key, value: first.value }))
    setWaiting(Math.max(0, pending.current.length - 1))
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

  /** Settles every request, the one shown included, with `error` (the user refuses all of them at once). */
  const rejectAll = useCallback(
    (error: unknown) => {
      for (const entry of pending.current.splice(0)) entry.reject(error)
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

  return { current, waiting, enqueue, settle, rejectAll }
}
