import type { TransactionServiceImportReport } from '@strongroom/protocol'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAFE_ADDRESS } from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { TransactionServiceImportPage } from './TransactionServiceImportPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const IMPORT_PATH = `/v1/chains/1337/safes/${SAFE_ADDRESS}/transaction-service-import`
const HASH = (digit: string): `0x${string}` => `0x${digit.repeat(64)}`
const report: TransactionServiceImportReport = {
  service: 'https://api.safe.global',
  items: [
    { kind: 'transaction', hash: HASH('a'), nonce: '4', outcome: 'imported', confirmations: 2, problems: [] },
    {
      kind: 'transaction',
      hash: HASH('b'),
      nonce: '5',
      outcome: 'refused',
      confirmations: 0,
      problems: ['Its fields hash to 0x12…, not to the safeTxHash the service gave: it was altered.'],
    },
    { kind: 'message', hash: HASH('c'), nonce: null, outcome: 'imported', confirmations: 1, problems: [] },
  ],
  notes: ['The service lists more than 1000 messages; only the first 1000 were read.'],
}

async function submit(url: string, key = '') {
  await renderWithProviders(<TransactionServiceImportPage address={SAFE_ADDRESS} prefix="eth" search={{}} />)
  const field = screen.getByTestId('sts-import-url') as HTMLInputElement
  // Safe's hosted service of the Safe's chain is suggested.
  expect(field.value).toBe('https://api.safe.global/tx-service/eth')
  fireEvent.change(field, { target: { value: url } })
  fireEvent.change(screen.getByTestId('sts-import-key'), { target: { value: key } })
  fireEvent.click(screen.getByTestId('sts-import-submit'))
}

describe('TransactionServiceImportPage', () => {
  it('sends the URL and key to the gateway and lists what was imported and what was refused', async () => {
    const fetchMock = mockGateway([[IMPORT_PATH, report]])
    await submit('https://api.safe.global/tx-service/eth', ' key-1 ')
    expect((await screen.findByTestId('sts-import-summary')).textContent).toBe(
      'From https://api.safe.global: 2 imported, 1 refused. Refused items were not stored.',
    )
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/transaction-service-import'))!
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      serviceUrl: 'https://api.safe.global/tx-service/eth',
      apiKey: 'key-1',
    })
    const imported = screen.getByTestId('sts-import-imported').textContent
    expect(imported).toContain('Transaction, nonce 4 0xaaaaaaaa…aaaaaa')
    expect(imported).toContain('2 owner signatures verified')
    expect(imported).toContain('1 owner signature verified')
    expect(screen.getByTestId('sts-import-refused').textContent).toContain('Its fields hash to 0x12…')
    expect(screen.getByText(report.notes[0]!)).toBeTruthy()
    // Signed out: the screen says an owner must sign in.
    expect(screen.getByTestId('sts-import-sign-in').textContent).toContain('Sign in with the wallet of an owner')
  })

  it('says in the gateway’s sentence why nothing was imported', async () => {
    const sentence = 'api.safe.global refused the request: it needs an API key, or does not accept the one given.'
    mockGateway([[IMPORT_PATH, gatewayFailure(422, sentence)]])
    await submit('https://api.safe.global/tx-service/eth')
    expect((await screen.findByTestId('sts-import-error')).textContent).toBe(`Nothing was imported${sentence}`)
  })

  it('refuses a URL that is not one without asking the gateway', async () => {
    const fetchMock = mockGateway([])
    await submit('api.safe.global')
    expect(screen.getByRole('alert').textContent).toBe('Enter the service’s web address, starting with https://.')
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/transaction-service-import'))).toBe(false)
  })
})
