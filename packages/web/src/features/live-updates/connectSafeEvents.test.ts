import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectSafeEvents, defaultBackoffMs, type SafeEventsListener } from './connectSafeEvents'
import { FakeEventSource } from './testing/FakeEventSource'

const URL_ = 'http://gw.test/v1/chains/1337/safes/0xd9f8dE3B1E996B792C5eBb78A747F974D618D172/events'
const TAGS = { txQueuedTag: '1', txHistoryTag: '2', collectiblesTag: '3', messagesTag: '4' }

function listener() {
  return {
    change: vi.fn<SafeEventsListener['change']>(),
    reset: vi.fn<SafeEventsListener['reset']>(),
    hello: vi.fn<SafeEventsListener['hello']>(),
    status: vi.fn<SafeEventsListener['status']>(),
  }
}

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('connectSafeEvents', () => {
  it('opens the stream with cookies and hands on changes, resets and the hello', () => {
    const events = listener()
    connectSafeEvents({ url: URL_, listener: events })
    const source = FakeEventSource.latest()
    expect(source.url).toBe(URL_)
    expect(source.withCredentials).toBe(true)

    source.emit('hello', TAGS, '7')
    expect(events.hello).toHaveBeenCalledWith(TAGS)
    expect(events.status).toHaveBeenLastCalledWith('live')
    source.emit('safe-change', { kinds: ['queue', 'balances'], reason: 'proposal' }, '8')
    expect(events.change).toHaveBeenCalledWith(['queue', 'balances'])
    source.emit('reset', { reason: 'expired' }, '9')
    expect(events.reset).toHaveBeenCalledTimes(1)
  })

  it('reloads everything for a change it cannot read', () => {
    const events = listener()
    connectSafeEvents({ url: URL_, listener: events })
    const source = FakeEventSource.latest()
    source.emit('safe-change', 'not json')
    source.emit('safe-change', { kinds: ['wallpaper'], reason: 'proposal' })
    expect(events.change).not.toHaveBeenCalled()
    expect(events.reset).toHaveBeenCalledTimes(2)
  })

  it('lets the browser retry a dropped stream, then resumes live at its hello', () => {
    const events = listener()
    connectSafeEvents({ url: URL_, listener: events })
    const source = FakeEventSource.latest()
    source.emit('hello', TAGS, '7')
    source.fail(FakeEventSource.CONNECTING)
    expect(events.status).toHaveBeenLastCalledWith('reconnecting')
    vi.advanceTimersByTime(60_000)
    expect(FakeEventSource.instances).toHaveLength(1)
    source.emit('hello', TAGS, '7')
    expect(events.status).toHaveBeenLastCalledWith('live')
  })

  it('reopens a stream the browser gave up on after a backoff, from the last event id', () => {
    const events = listener()
    connectSafeEvents({ url: URL_, listener: events, backoffMs: (failures) => failures * 1_000 })
    const first = FakeEventSource.latest()
    first.emit('hello', TAGS, '7')
    first.emit('safe-change', { kinds: ['queue'], reason: 'proposal' }, '12')
    first.fail(FakeEventSource.CLOSED)
    expect(events.status).toHaveBeenLastCalledWith('reconnecting')
    vi.advanceTimersByTime(999)
    expect(FakeEventSource.instances).toHaveLength(1)
    vi.advanceTimersByTime(1)
    const second = FakeEventSource.latest()
    expect(second).not.toBe(first)
    expect(second.url).toBe(`${URL_}?lastEventId=12`)

    // Still down: each failure in a row waits longer.
    second.fail(FakeEventSource.CLOSED)
    vi.advanceTimersByTime(1_999)
    expect(FakeEventSource.instances).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeEventSource.instances).toHaveLength(3)
  })

  it('takes over from the browser when its own retries keep failing', () => {
    const events = listener()
    connectSafeEvents({ url: URL_, listener: events, backoffMs: () => 5_000 })
    const source = FakeEventSource.latest()
    source.fail(FakeEventSource.CONNECTING)
    source.fail(FakeEventSource.CONNECTING)
    expect(source.readyState).toBe(FakeEventSource.CONNECTING)
    source.fail(FakeEventSource.CONNECTING)
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
    vi.advanceTimersByTime(5_000)
    expect(FakeEventSource.instances).toHaveLength(2)
    // The first opening never got an event: the new stream starts afresh.
    expect(FakeEventSource.latest().url).toBe(URL_)
  })

  it('closes the stream and cancels a pending reconnection when closed', () => {
    const events = listener()
    const close = connectSafeEvents({ url: URL_, listener: events })
    const source = FakeEventSource.latest()
    source.fail(FakeEventSource.CLOSED)
    close()
    vi.advanceTimersByTime(60_000)
    expect(FakeEventSource.instances).toHaveLength(1)

    const closeOpen = connectSafeEvents({ url: URL_, listener: events })
    const open = FakeEventSource.latest()
    closeOpen()
    expect(open.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('waits 1 s, then twice as long after each failure, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })
})
