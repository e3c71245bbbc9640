import { describe, expect, it } from 'vitest'
import { parseProposalOrigin } from './parseProposalOrigin'

describe('parseProposalOrigin', () => {
  it('reads the name and URL of the JSON convention', () => {
    expect(parseProposalOrigin('{"name":"Send tokens"}')).toEqual({ name: 'Send tokens', url: null })
    expect(parseProposalOrigin('{"url":"https://app.example","name":"Swap"}')).toEqual({
      name: 'Swap',
      url: 'https://app.example',
    })
  })

  it('cleans and bounds the name, and gives null for anything without one', () => {
    expect(parseProposalOrigin(`{"name":"a\\u0000b\\n${'x'.repeat(200)}"}`)?.name).toBe(`ab ${'x'.repeat(97)}`)
    expect(parseProposalOrigin(`{"name":"n","url":"${'u'.repeat(2001)}"}`)).toEqual({ name: 'n', url: null })
    for (const origin of [null, '', 'plain text', '[]', '"name"', '{"url":"https://a"}', '{"name":"  "}', '{"name":5}'])
      expect(parseProposalOrigin(origin)).toBeNull()
  })

  it('removes what reorders or hides text from the name (docs/web-security.md §2.10)', () => {
    expect(parseProposalOrigin('{"name":"Safe\u202e\u2066Send\u200b"}')?.name).toBe('SafeSend')
  })

  it('keeps a stored message only when it is text or typed data', () => {
    const typed = {
      types: { Mail: [{ name: 'body', type: 'string' }] },
      primaryType: 'Mail',
      domain: {},
      message: { body: 'hi' },
    }
    expect(parseProposalOrigin(JSON.stringify({ name: 'App', message: 'hello' }))).toEqual({
      name: 'App',
      url: null,
      message: 'hello',
    })
    expect(parseProposalOrigin(JSON.stringify({ name: 'App', message: typed }))?.message).toEqual(typed)
    expect(parseProposalOrigin(JSON.stringify({ name: 'App', message: 5 }))).toEqual({ name: 'App', url: null })
  })
})
