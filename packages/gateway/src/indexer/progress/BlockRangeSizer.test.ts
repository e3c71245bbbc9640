import { describe, expect, it } from 'vitest'
import { BlockRangeSizer } from './BlockRangeSizer'

describe('BlockRangeSizer', () => {
  it('doubles fast full ranges up to the cap and halves on errors down to 1', () => {
    const sizer = new BlockRangeSizer(50, 300)
    sizer.succeeded(50, 100)
    expect(sizer.size).toBe(100)
    sizer.succeeded(100, 1_000)
    sizer.succeeded(200, 1_000)
    expect(sizer.size).toBe(300)
    for (let i = 0; i < 12; i++) sizer.failed()
    expect(sizer.size).toBe(1)
  })

  it('adjusts by 20 for medium times, halves very slow ranges and ignores short ranges', () => {
    const sizer = new BlockRangeSizer(100, 10_000)
    sizer.succeeded(100, 3_000)
    expect(sizer.size).toBe(120)
    sizer.succeeded(120, 12_000)
    expect(sizer.size).toBe(100)
    sizer.succeeded(100, 40_000)
    expect(sizer.size).toBe(50)
    sizer.succeeded(7, 10)
    expect(sizer.size).toBe(50)
    sizer.succeeded(50, 7_000)
    expect(sizer.size).toBe(50)
  })
})

describe('BlockRangeSizer cap', () => {
  it('never grows past a cap the provider named, and only lowers it', () => {
    const sizer = new BlockRangeSizer(500, 10_000)
    sizer.capAt(300)
    expect([sizer.size, sizer.cap]).toEqual([300, 300])
    sizer.succeeded(300, 10)
    expect(sizer.size).toBe(300)
    sizer.capAt(5_000)
    expect(sizer.cap).toBe(300)
    sizer.failed()
    sizer.succeeded(150, 10)
    expect(sizer.size).toBe(300)
  })
})
