import { InvalidInputError } from '@strongroom/protocol'
import { createPublicClient, custom, HttpRequestError, type PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { readSafeSnapshot } from './readSafeSnapshot'

const SAFE = '0x00000000000000000000000000000000000000aa'

/** A node that holds code at every address and answers every other call with `answer` (or fails with it). */
function node(answer: (method: string) => unknown): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        request: async ({ method }) => {
          if (method === 'eth_getCode') return '0x6080'
          const result = answer(method)
          if (result instanceof Error) throw result
          return result
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient
}

describe('readSafeSnapshot', () => {
  it('says a contract that answers empty is not a Safe', async () => {
    const reading = readSafeSnapshot(
      node(() => '0x'),
      SAFE,
      1,
    )
    await expect(reading).rejects.toBeInstanceOf(InvalidInputError)
    await expect(reading).rejects.toThrow(`The contract at ${SAFE} is not a Safe.`)
  })

  it('passes a failing node on as it is, not as "not a Safe"', async () => {
    const failure = new HttpRequestError({ url: 'http://rpc.invalid', status: 503, details: 'Service Unavailable' })
    const reading = readSafeSnapshot(
      node(() => failure),
      SAFE,
      1,
    )
    await expect(reading).rejects.toThrow('Service Unavailable')
    await expect(reading).rejects.not.toBeInstanceOf(InvalidInputError)
  })
})
