import { describe, expect, it } from 'vitest'
import { resolveChainPrefix } from './resolveChainPrefix'

const dev = { chainId: 1337, shortName: 'dev', pending: false }
const two = { chainId: 1338, shortName: 'dev2', pending: false }

describe('resolveChainPrefix', () => {
  it('finds the served chain of a short name, whatever its case', () => {
    expect(resolveChainPrefix('dev2', [dev, two])).toEqual({ status: 'found', chainId: 1338 })
    expect(resolveChainPrefix('DEV', [dev, two])).toEqual({ status: 'found', chainId: 1337 })
  })

  it('opens every link on the one chain of a single-chain deployment (its frame judges the prefix)', () => {
    expect(resolveChainPrefix('eth', [dev])).toEqual({ status: 'found', chainId: 1337 })
    expect(resolveChainPrefix('eth', [{ ...dev, shortName: undefined, pending: true }])).toMatchObject({
      status: 'found',
    })
  })

  it('waits while a description that could hold the prefix is on its way', () => {
    expect(resolveChainPrefix('dev2', [dev, { ...two, shortName: undefined, pending: true }])).toEqual({
      status: 'pending',
    })
  })

  it('says unknown once every description is in, and unchecked when one could not be loaded', () => {
    expect(resolveChainPrefix('eth', [dev, two])).toEqual({ status: 'unknown', unchecked: false })
    expect(resolveChainPrefix('dev2', [dev, { ...two, shortName: undefined }])).toEqual({
      status: 'unknown',
      unchecked: true,
    })
  })
})
