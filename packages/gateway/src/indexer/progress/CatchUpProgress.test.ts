import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createLogger } from '../../createLogger'
import { CatchUpProgress } from './CatchUpProgress'

let lines: Record<string, unknown>[]
let progress: CatchUpProgress

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  lines = []
  progress = new CatchUpProgress(createLogger('info', {}, { write: (line) => void lines.push(JSON.parse(line)) }), '1')
})

afterEach(() => {
  vi.useRealTimers()
})

it('logs catch-up progress at most every 5 s, with blocks done of the total and the speed', () => {
  progress.start(100)
  vi.advanceTimersByTime(1_000)
  progress.indexed(149, 1099, 50)
  expect(lines).toEqual([])
  vi.advanceTimersByTime(4_000)
  progress.indexed(599, 1099, 400)
  vi.advanceTimersByTime(1_000)
  progress.indexed(699, 1099, 400)
  expect(lines).toEqual([
    expect.objectContaining({
      msg: 'catching up',
      chainId: '1',
      indexedBlock: 599,
      headBlock: 1099,
      done: '500/1000',
      blocksPerSecond: 100,
      rangeSize: 400,
    }),
  ])
})

it('logs reaching the head once per catch-up', () => {
  progress.start(0)
  vi.advanceTimersByTime(2_000)
  progress.reachedHead(999)
  progress.reachedHead(1000)
  expect(lines).toEqual([
    expect.objectContaining({
      msg: 'caught up with the chain head',
      headBlock: 999,
      blocks: 1000,
      seconds: 2,
      blocksPerSecond: 500,
    }),
  ])
  progress.start(1000)
  progress.reachedHead(1000)
  expect(lines).toHaveLength(2)
})
