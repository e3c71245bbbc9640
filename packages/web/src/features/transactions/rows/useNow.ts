import { useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (timer === undefined) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, 30_000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The time now in milliseconds, refreshed every 30 seconds by one timer shared by every relative time on screen. */
export function useNow(): number {
  // Before the shared timer runs, the time in steps of the timer's period: stable between two reads of a render.
  return useSyncExternalStore(subscribe, () => (timer === undefined ? Math.floor(Date.now() / 30_000) * 30_000 : now))
}
