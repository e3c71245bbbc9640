import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { parseRpcUrl } from './parseRpcUrl'

describe('parseRpcUrl', () => {
  it('accepts http(s) and ws(s) URLs, trimmed', () => {
    expect(parseRpcUrl(' https://rpc.example.org/v1 ')).toBe('https://rpc.example.org/v1')
    expect(parseRpcUrl('http://127.0.0.1:8545')).toBe('http://127.0.0.1:8545')
    expect(parseRpcUrl('wss://rpc.example.org/ws')).toBe('wss://rpc.example.org/ws')
    expect(parseRpcUrl('ws://localhost:8546')).toBe('ws://localhost:8546')
  })

  it('says what is wrong with anything else', () => {
    expect(() => parseRpcUrl('rpc.example.org')).toThrow(/Enter a full URL/)
    expect(() => parseRpcUrl('')).toThrow(InvalidInputError)
    expect(() => parseRpcUrl('ftp://rpc.example.org')).toThrow(
      'The RPC URL must start with http://, https://, ws:// or wss://.',
    )
    expect(() => parseRpcUrl('https://user:secret@rpc.example.org')).toThrow(/user name or password/)
  })
})
