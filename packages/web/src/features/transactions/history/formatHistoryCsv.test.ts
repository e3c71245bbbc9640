import { describe, expect, it } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { executedTransactionFixture, incomingTransferFixture } from '../../../testing/historyFixtures'
import { formatHistoryCsv, HISTORY_CSV_HEADER } from './formatHistoryCsv'

describe('formatHistoryCsv', () => {
  it('writes one line per entry with full-precision amounts and UTC dates', () => {
    const csv = formatHistoryCsv(
      [
        executedTransactionFixture(7, Date.UTC(2026, 10, 24, 12, 30)),
        incomingTransferFixture(
          'transfer_1',
          Date.UTC(2026, 10, 23, 8, 0),
          {
            symbol: 'USDC',
            address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
            decimals: 6,
          },
          '1234567',
        ),
      ],
      { nativeSymbol: 'ETH' },
    )
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(HISTORY_CSV_HEADER.join(','))
    expect(lines[1]).toBe(
      `2026-11-24T12:30:00.000Z,outgoing,Send 0.25 ETH to 0x3C44…93BC,SUCCESS,ETH,0.25,${SAFE_ADDRESS},${OWNERS[2]},7,0x${'8'.padStart(64, '0')},multisig_${SAFE_ADDRESS}_0x${'7'.padStart(64, '0')}`,
    )
    expect(lines[2]).toContain(',incoming,Receive 1.234567 USDC from 0x3C44…93BC,SUCCESS,USDC,1.234567,')
    expect(lines.at(-1)).toBe('')
  })

  it('quotes commas and quotes, and keeps a token symbol from running as a spreadsheet formula', () => {
    const csv = formatHistoryCsv(
      [
        incomingTransferFixture(
          'transfer_2',
          Date.UTC(2026, 0, 1),
          {
            symbol: '=HYPERLINK("http://evil.test","a,b")',
            address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
            decimals: 0,
          },
          '5',
        ),
      ],
      { nativeSymbol: 'ETH' },
    )
    const line = csv.split('\r\n')[1]!
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.test"",""a,b"")",5,`)
    expect(line).toContain(`"Receive 5 =HYPERLINK(""http://evil.test"",""a,b"") from 0x3C44…93BC"`)
  })
})
