// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SampleAppSdk, SampleAppVariant, SampleSafeInfo } from './SampleAppSdk'
import { BATCH_AMOUNTS, HOST_ANSWER_TIMEOUT_MS, startSampleApp } from './startSampleApp'

const SAFE: SampleSafeInfo = {
  safeAddress: '0x1111111111111111111111111111111111111111',
  chainId: 1337,
  threshold: 2,
  owners: ['0x2222222222222222222222222222222222222222', '0x3333333333333333333333333333333333333333'],
  isReadOnly: false,
}

/** An SDK whose every call is a mock; `getInfo` answers `SAFE` unless told otherwise. */
function fakeSdk(getInfo: () => Promise<SampleSafeInfo> = async () => SAFE) {
  const never = () => new Promise<never>(() => undefined)
  return {
    safe: {
      getInfo: vi.fn(getInfo),
      getChainInfo: vi.fn(never),
      getEnvironmentInfo: vi.fn(never),
      experimental_getBalances: vi.fn(never),
      getOffChainSignature: vi.fn(async () => ''),
      isMessageSigned: vi.fn(async () => false),
      requestAddressBook: vi.fn(async () => []),
    },
    txs: {
      send: vi.fn(async () => ({ safeTxHash: `0x${'ab'.repeat(32)}` })),
      getBySafeTxHash: vi.fn(never),
      signMessage: vi.fn(async () => ({ messageHash: `0x${'cd'.repeat(32)}` })),
      signTypedMessage: vi.fn(never),
    },
    wallet: {
      getPermissions: vi.fn(async () => []),
      requestPermissions: vi.fn(async () => {
        throw Object.assign(new Error('Permissions rejected'), { code: 4001 })
      }),
    },
  } satisfies SampleAppSdk
}

function variant(sdk: SampleAppSdk): SampleAppVariant {
  // Never reached by these tests: viem's calls wait on the fake SDK's unanswered promises.
  const provider = { request: () => new Promise(() => undefined), on: () => undefined, removeListener: () => undefined }
  return {
    sdkVersion: '9.1.0',
    sdk,
    createProvider: () => provider as unknown as ReturnType<SampleAppVariant['createProvider']>,
  }
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

beforeEach(() => {
  document.body.innerHTML = '<main id="app"></main>'
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('startSampleApp', () => {
  it('says it must be opened from a Safe when no page frames it, and asks nothing', () => {
    const sdk = fakeSdk()
    startSampleApp(variant(sdk))
    expect(byTestId('app-status')?.dataset.state).toBe('outside')
    expect(sdk.safe.getInfo).not.toHaveBeenCalled()
  })

  it('says so when the page around it never answers', async () => {
    vi.useFakeTimers()
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window)
    startSampleApp(variant(fakeSdk(() => new Promise(() => undefined))))
    expect(byTestId('app-status')?.dataset.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(HOST_ANSWER_TIMEOUT_MS)
    expect(byTestId('app-status')?.dataset.state).toBe('outside')
  })

  it('shows the Safe, sends the batch to the two recipients and shows errors with their code', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window)
    const sdk = fakeSdk()
    startSampleApp(variant(sdk))
    await vi.waitFor(() => expect(byTestId('app-status')?.dataset.state).toBe('ready'))
    expect(byTestId('safe-threshold')?.textContent).toBe('2 of 2')
    expect(byTestId('sdk-version')?.textContent).toBe('9.1.0')

    byTestId('send-batch')?.click()
    await vi.waitFor(() => expect(byTestId('send-batch-result')?.dataset.state).toBe('ok'))
    expect(byTestId('send-batch-result')?.textContent).toBe(`0x${'ab'.repeat(32)}`)
    expect(sdk.txs.send).toHaveBeenCalledWith({
      txs: [
        { to: SAFE.owners[0], value: String(BATCH_AMOUNTS[0]), data: '0x' },
        { to: SAFE.owners[1], value: String(BATCH_AMOUNTS[1]), data: '0x' },
      ],
    })

    byTestId('request-permission')?.click()
    await vi.waitFor(() => expect(byTestId('request-permission-result')?.dataset.state).toBe('error'))
    expect(byTestId('request-permission-result')?.textContent).toBe('Permissions rejected (code 4001)')
  })

  it('signs the message as typed, shows the hash it computed, and reads the signature back by that hash', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window)
    const sdk = fakeSdk()
    startSampleApp(variant(sdk))
    await vi.waitFor(() => expect(byTestId('app-status')?.dataset.state).toBe('ready'))
    byTestId('sign-message')?.click()
    await vi.waitFor(() => expect(byTestId('sign-message-result')?.dataset.state).toBe('ok'))
    expect(byTestId('sign-message-result')?.textContent).toBe(`proposed: 0x${'cd'.repeat(32)}`)
    expect(sdk.txs.signMessage).toHaveBeenCalledWith('Hello from the Strongroom sample app')
    const hash = byTestId('safe-message-hash')?.textContent
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    byTestId('read-signature')?.click()
    await vi.waitFor(() => expect(byTestId('read-signature-result')?.dataset.state).toBe('ok'))
    expect(sdk.safe.getOffChainSignature).toHaveBeenCalledWith(hash)
    expect(sdk.safe.isMessageSigned).toHaveBeenCalledWith('Hello from the Strongroom sample app', '0x')
    expect(byTestId('read-signature-result')?.textContent).toBe('signed: false; signature: (none yet)')
  })
})
