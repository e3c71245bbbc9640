/** One acknowledgement on screen. */
export interface Toast {
  id: number
  /** One sentence saying what was done ("Transaction #4 proposed."), or what did not work and what to do. */
  message: string
  /** `done`: an action finished; `failed`: a small action (a copy) did not work. */
  tone: 'done' | 'failed'
}

/** At most this many stand at once; a newer one pushes out the oldest. */
export const MAX_TOASTS = 3

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/**
 * Acknowledges a finished action (proposed, confirmed, executed, copied) with a short toast. Framework-free, so
 * actions and hooks call it directly; the `Toaster` of the app shows it. Returns the toast's id.
 */
export function showToast(message: string, tone: Toast['tone'] = 'done'): number {
  const id = nextId++
  publish([...toasts, { id, message, tone }].slice(-MAX_TOASTS))
  return id
}

/** Takes a toast away (its time ran out or the person closed it); an unknown id changes nothing. */
export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
}

/** The toasts on screen, oldest first (the same array until one comes or goes, for `useSyncExternalStore`). */
export function currentToasts(): readonly Toast[] {
  return toasts
}

/** Calls `listener` whenever a toast comes or goes; returns the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
