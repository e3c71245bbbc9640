import fc from 'fast-check'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TransactionSummary } from '../gateway/transactionSummarySchema'
import { assessTransferSuspicion, normalizeTokenSymbol, type SuspicionContext } from './assessTransferSuspicion'

const SAFE = '0x5afe5afE5afE5AfE5afE5Afe5afe5afE5AFE5AFE'
const PAYEE = '0x1234567890AbcdEF1234567890aBcdef12345678'
const POISON = '0x123aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa5678'
const STRANGER = '0x9999999999999999999999999999999999999999'
const DUSD = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'
const FAKE_DUSD = '0xBAD0000000000000000000000000000000000BAD'

const info = (value: string) => ({ value: value as Address, name: null, logoUri: null })

function transfer(
  options: {
    from?: string
    to?: string
    value?: string
    token?: { address: string; symbol: string; trusted: boolean }
  } = {},
): Pick<TransactionSummary, 'txInfo' | 'executionInfo'> {
  const { from = SAFE, to = POISON, value = '0', token } = options
  return {
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: info(from),
      recipient: info(to),
      direction: from === SAFE ? 'OUTGOING' : 'INCOMING',
      transferInfo: token
        ? {
            type: 'ERC20',
            tokenAddress: token.address as Address,
            value,
            tokenName: token.symbol,
            tokenSymbol: token.symbol,
            logoUri: null,
            decimals: 6,
            trusted: token.trusted,
            imitation: false,
          }
        : { type: 'NATIVE_COIN', value },
    },
    executionInfo: null,
  }
}

const context: SuspicionContext = {
  safe: SAFE,
  known: [{ address: PAYEE, source: 'recipient' }],
  trustedTokens: [{ address: DUSD, symbol: 'dUSD' }],
}
const dusd = { address: DUSD, symbol: 'dUSD', trusted: true }

describe('assessTransferSuspicion', () => {
  it('flags a transfer to a look-alike of a past recipient, naming the address it imitates', () => {
    expect(assessTransferSuspicion(transfer({ token: dusd }), context)).toEqual({
      kind: 'look-alike',
      address: POISON,
      resembles: { address: PAYEE, source: 'recipient' },
    })
  })

  it('flags a token that is not trusted but carries a trusted symbol, however it is spelled', () => {
    for (const symbol of ['dUSD', 'DUSD', ' dusd', 'd\u200bUSD', 'ｄＵＳＤ'])
      expect(
        assessTransferSuspicion(
          transfer({ from: STRANGER, to: SAFE, value: '5', token: { address: FAKE_DUSD, symbol, trusted: false } }),
          context,
        ),
      ).toEqual({ kind: 'imitation', symbol, trustedToken: DUSD })
  })

  it('flags a zero-value transfer with a stranger, not one with a known address', () => {
    expect(assessTransferSuspicion(transfer({ to: STRANGER, token: dusd }), context)).toEqual({
      kind: 'zero-value',
      counterparty: STRANGER,
    })
    expect(assessTransferSuspicion(transfer({ to: PAYEE, token: dusd }), context)).toBeUndefined()
  })

  it('lets ordinary transfers through', () => {
    expect(assessTransferSuspicion(transfer({ from: STRANGER, to: SAFE, value: '1', token: dusd }), context)).toBe(
      undefined,
    )
    expect(assessTransferSuspicion(transfer({ to: STRANGER, value: '1' }), context)).toBeUndefined()
  })

  it('never judges the Safe’s own executions, whatever they move', () => {
    const value = fc.constantFrom('0', '1', '1000000')
    const party = fc.constantFrom(PAYEE, POISON, STRANGER)
    fc.assert(
      fc.property(party, value, fc.constantFrom('MULTISIG', 'MODULE'), (to, amount, type) => {
        const entry = transfer({ to, value: amount, token: { address: FAKE_DUSD, symbol: 'dUSD', trusted: false } })
        const executionInfo =
          type === 'MODULE'
            ? ({ type, address: info(STRANGER) } as const)
            : ({
                type,
                nonce: 1,
                confirmationsRequired: 1,
                confirmationsSubmitted: 1,
                missingSigners: null,
              } as const)
        expect(assessTransferSuspicion({ ...entry, executionInfo }, context)).toBeUndefined()
      }),
    )
  })
})

describe('normalizeTokenSymbol', () => {
  it('is idempotent and ignores letter case', () => {
    fc.assert(
      fc.property(fc.string(), (symbol) => {
        const once = normalizeTokenSymbol(symbol)
        expect(normalizeTokenSymbol(once)).toBe(once)
        expect(normalizeTokenSymbol(symbol.toLowerCase())).toBe(normalizeTokenSymbol(symbol.toUpperCase()))
      }),
    )
  })
})
