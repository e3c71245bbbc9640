import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdleAfterLoad } from './whenIdleAfterLoad'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const task = vi.fn()
    whenIdleAfterLoad(task)
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(task).not.toHaveBeenCalled()
    idle[0]?.()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer without requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdleAfterLoad(task)
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)

    const cancelledTask = vi.fn()
    whenIdleAfterLoad(cancelledTask)()
    vi.advanceTimersByTime(1_000)
    expect(cancelledTask).not.toHaveBeenCalled()
  })
})
