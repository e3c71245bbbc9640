import { describe, expect, it } from 'vitest'
import { describeNodeLimit } from './describeNodeLimit'
import { nodeLimitSchema } from './safeIndexingStatusSchema'

describe('describeNodeLimit', () => {
  it.each(nodeLimitSchema.options)('says what %s costs and what the operator can change, naming the chain', (limit) => {
    const sentence = describeNodeLimit(limit, 'Base')
    expect(sentence).toMatch(/^The Base node this gateway reads /)
    expect(sentence).toMatch(/The gateway's operator can set this chain's RPC URL to .+\.$/)
  })

  it('words each limit differently', () => {
    const sentences = new Set(nodeLimitSchema.options.map((limit) => describeNodeLimit(limit, 'Base')))
    expect(sentences.size).toBe(nodeLimitSchema.options.length)
  })
})
