import { ResourceUnavailableRpcError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ProviderNotFoundError } from 'wagmi'
import { describeConnectionError } from './describeConnectionError'

describe('describeConnectionError', () => {
  it('recognises an EIP-1193 rejection (code 4001) however deep viem wraps it', () => {
    const wrapped = new UserRejectedRequestError(new Error('inner'))
    expect(describeConnectionError(wrapped).kind).toBe('rejected')
    expect(describeConnectionError(new Error('outer', { cause: { code: 4001, message: 'x' } })).kind).toBe('rejected')
  })

  it('recognises rejections reported only in prose', () => {
    expect(describeConnectionError(new Error('User closed modal')).kind).toBe('rejected')
    expect(describeConnectionError(new Error('Accounts received is empty')).kind).toBe('rejected')
  })

  it('tells a pending request (-32002) apart', () => {
    expect(describeConnectionError(new ResourceUnavailableRpcError(new Error('x'))).kind).toBe('pending-elsewhere')
    expect(describeConnectionError({ code: -32002 }).kind).toBe('pending-elsewhere')
  })

  it('tells a missing wallet apart', () => {
    expect(describeConnectionError(new ProviderNotFoundError()).kind).toBe('not-found')
  })

  it('falls back to a generic sentence, never the raw error text', () => {
    const description = describeConnectionError(new Error('Internal JSON-RPC error. at foo.js:1:2'))
    expect(description).toEqual({ kind: 'unknown', message: 'The wallet could not be connected. Please try again.' })
    expect(describeConnectionError(undefined).kind).toBe('unknown')
  })

  it('survives a cyclic cause chain', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' }
    a.cause = a
    expect(describeConnectionError(a).kind).toBe('unknown')
  })
})
