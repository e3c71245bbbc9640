import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptEmptyJsonBodies } from './acceptEmptyJsonBodies'

const app = Fastify({ logger: false })

beforeAll(async () => {
  acceptEmptyJsonBodies(app)
  app.route({
    method: ['POST', 'DELETE'],
    url: '/echo',
    bodyLimit: 64,
    handler: async (request) => ({ body: request.body === undefined ? 'none' : request.body }),
  })
  await app.ready()
})

afterAll(() => app.close())

function send(method: 'POST' | 'DELETE', payload: string) {
  return app.inject({ method, url: '/echo', headers: { 'content-type': 'application/json' }, payload })
}

describe('acceptEmptyJsonBodies', () => {
  it('treats an empty or blank body with a JSON content type as no body (SDK 3.23 DELETEs)', async () => {
    for (const payload of ['', '  \n']) {
      const answer = await send('DELETE', payload)
      expect({ payload, status: answer.statusCode, body: answer.json() }).toEqual({
        payload,
        status: 200,
        body: { body: 'none' },
      })
    }
  })

  it('parses other bodies with Fastify’s JSON parser and its protections and limits', async () => {
    expect((await send('POST', '{"a":1}')).json()).toEqual({ body: { a: 1 } })
    expect((await send('POST', '{"a":')).statusCode).toBe(400)
    expect((await send('POST', '{"__proto__":{"polluted":true}}')).statusCode).toBe(400)
    expect((await send('POST', JSON.stringify({ long: 'x'.repeat(100) }))).statusCode).toBe(413)
  })
})
