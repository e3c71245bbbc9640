/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the load event), so
 * nothing it downloads competes with the first paint or counts against the load event. Returns a cancel function.
 * Browsers without requestIdleCallback run it 200 ms after the load event.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false
  let cancelScheduled = () => {}
  const schedule = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: timeoutMs })
      cancelScheduled = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(task, 200)
      cancelScheduled = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    cancelScheduled()
  }
}
