import { ResourceUnavailableRpcError, SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ChainNotConfiguredError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from 'wagmi'
import { describeConnectionError, switchingNotSupportedMessage } from './describeConnectionError'

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
    expect(describeConnectionError(new ConnectorNotFoundError())).toEqual({
      kind: 'not-found',
      message: 'That wallet was not found in this browser. Install it or choose another wallet.',
    })
  })

  it('explains a network the app is not configured for', () => {
    expect(describeConnectionError(new ChainNotConfiguredError())).toEqual({
      kind: 'chain-not-configured',
      message: 'That network is not one this app works on. Choose the network this app offers.',
    })
  })

  it('uses the spec sentence for a wallet that cannot switch networks, naming the app or "this app"', () => {
    const error = new SwitchChainNotSupportedError({ connector: { name: 'Some wallet' } as never })
    expect(describeConnectionError(error, { appName: 'Strongroom' }).message).toBe(
      'Your wallet does not support switching networks from Strongroom. Try switching networks from within your wallet instead.',
    )
    expect(switchingNotSupportedMessage()).toBe(
      'Your wallet does not support switching networks from this app. Try switching networks from within your wallet instead.',
    )
  })

  it('tells a failed switch (4902 unknown chain, 4901) from a declined one', () => {
    expect(describeConnectionError(new SwitchChainError(new Error('x'))).kind).toBe('switch-failed')
    expect(describeConnectionError({ code: 4902 }).kind).toBe('switch-failed')
    const declined = describeConnectionError(new UserRejectedRequestError(new Error('x')), { action: 'switch' })
    expect(declined).toEqual({ kind: 'rejected', message: 'You declined the network switch in your wallet.' })
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
