import { describe, expect, it } from 'vitest'
import { blockies } from './blockies'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('blockies', () => {
  it('draws a mirrored 8×8 pattern, the same for the same address and different for another', () => {
    const picture = blockies(ADDRESS.toLowerCase())
    expect(picture.cells).toHaveLength(64)
    for (let y = 0; y < 8; y++) {
      const row = picture.cells.slice(y * 8, y * 8 + 8)
      expect(row).toEqual([...row].reverse())
    }
    expect(blockies(ADDRESS.toLowerCase())).toEqual(picture)
    expect(blockies('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266').cells).not.toEqual(picture.cells)
  })
})
