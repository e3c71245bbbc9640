import { useCallback, useRef } from 'react'
import type { BridgeRequestError } from '../bridge/BridgeRequestError'

/**
 * Wraps a request's `onDone` / `onFail` so that the app gets exactly one answer, whatever the user clicks twice or
 * React runs twice (StrictMode effects).
 */
export function useSettleOnce(onDone: (result: unknown) => void, onFail: (error: BridgeRequestError) => void) {
  const settled = useRef(false)
  const done = useCallback(
    (result: unknown) => {
      if (settled.current) return
      settled.current = true
      onDone(result)
    },
    [onDone],
  )
  const fail = useCallback(
    (error: BridgeRequestError) => {
      if (settled.current) return
      settled.current = true
      onFail(error)
    },
    [onFail],
  )
  return { done, fail }
}
