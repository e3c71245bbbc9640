import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  formatEther,
  formatUnits,
  type Hex,
  parseEther,
  stringToHex,
} from 'viem'
import { describeError } from './describeError'
import type { SampleAppVariant, SampleSafeInfo, SampleSignResponse, SampleTypedData } from './SampleAppSdk'
import { safeMessageHash } from './safeMessageHash'

/** How long the app waits for the hosting page's first answer before saying it is not inside a Safe. */
export const HOST_ANSWER_TIMEOUT_MS = 10_000

/** The two transfers of the batch, in wei: 0.001 and 0.002 of the native currency. */
export const BATCH_AMOUNTS = [parseEther('0.001'), parseEther('0.002')] as const

// Never the Safe: the provider refuses to sign for any other address.
const NOT_THE_SAFE = '0x000000000000000000000000000000000000dEaD'

/** The last message handed to the wallet, exactly as the SDK received it, to read its signature back. */
interface SignedContent {
  content: string | SampleTypedData
  hash: Hex
}

/**
 * Builds the sample app into `#app`: the Safe's info and balances, then one button per bridge feature, each with an
 * output that shows its result or error (`data-testid="<action>-result"`, `data-state` pending / ok / error).
 * Everything goes through the SDK of `variant`, and Ethereum calls through viem on the SDK's EIP-1193 provider, as a
 * third-party app would do it.
 */
export function startSampleApp(variant: SampleAppVariant): void {
  const root = document.getElementById('app')
  if (!root) throw new Error('the page has no #app element')
  const { sdk } = variant

  root.append(
    el('h1', {}, 'Strongroom Sample App'),
    el('p', { class: 'sdk' }, 'Safe Apps SDK ', el('span', { 'data-testid': 'sdk-version' }, variant.sdkVersion)),
  )
  const status = el('p', { 'data-testid': 'app-status', 'data-state': 'loading' }, 'Connecting to the Safe…')
  root.append(status)

  if (window.parent === window) {
    setState(status, 'outside', "Open this app from a Safe's Apps screen: it talks to the Safe through that page.")
    return
  }

  const timeout = setTimeout(
    () =>
      setState(status, 'outside', 'The page around this app does not answer: open it from the Apps screen of a Safe.'),
    HOST_ANSWER_TIMEOUT_MS,
  )
  sdk.safe.getInfo().then(
    (safe) => {
      clearTimeout(timeout)
      setState(status, 'ready', 'Connected')
      root.append(...buildSafeApp(variant, safe))
    },
    (error: unknown) => {
      clearTimeout(timeout)
      setState(status, 'error', `The Safe did not answer: ${describeError(error)}`)
    },
  )
}

function buildSafeApp(variant: SampleAppVariant, safe: SampleSafeInfo): HTMLElement[] {
  const { sdk } = variant
  const provider = variant.createProvider(safe)
  const publicClient = createPublicClient({ transport: custom(provider) })
  const walletClient = createWalletClient({ transport: custom(provider) })
  const account = safe.safeAddress as Address
  let lastSafeTxHash: string | undefined
  let lastSigned: SignedContent | undefined

  const info = el(
    'dl',
    { class: 'facts' },
    ...fact('Safe', 'safe-address', safe.safeAddress),
    ...fact('Chain id', 'safe-chain-id', String(safe.chainId)),
    ...fact('Threshold', 'safe-threshold', `${safe.threshold} of ${safe.owners.length}`),
    ...fact('Owners', 'safe-owners', safe.owners.join(', ')),
    ...fact('Read only', 'safe-read-only', safe.isReadOnly ? 'yes' : 'no'),
  )
  const loaded = el('dl', { class: 'facts' })
  const balances = el('ul', { 'data-testid': 'balances', class: 'balances' })
  const readOnlyInfo = async () => {
    const [chain, environment, ethBalance, blockNumber, tokens] = await Promise.all([
      sdk.safe.getChainInfo(),
      sdk.safe.getEnvironmentInfo(),
      publicClient.getBalance({ address: account }),
      publicClient.getBlockNumber(),
      sdk.safe.experimental_getBalances({ currency: 'usd' }),
    ])
    loaded.replaceChildren(
      ...fact('Chain', 'chain-name', chain.chainName),
      ...fact('Host origin', 'host-origin', environment.origin),
      ...fact('Balance (viem)', 'eth-balance', `${formatEther(ethBalance)} ${chain.nativeCurrency.symbol}`),
      ...fact('Block (viem)', 'block-number', String(blockNumber)),
    )
    balances.replaceChildren(
      ...tokens.items.map((item) =>
        el(
          'li',
          { 'data-testid': 'balance-row' },
          `${formatUnits(BigInt(item.balance), item.tokenInfo.decimals ?? 0)} ${item.tokenInfo.symbol}`,
        ),
      ),
    )
    return `${tokens.items.length} balances, total ${tokens.fiatTotal} USD`
  }

  const recipientA = input('recipient-a', safe.owners[0] ?? '')
  const recipientB = input('recipient-b', safe.owners[1] ?? safe.owners[0] ?? '')
  const messageText = input('message-text', 'Hello from the Strongroom sample app')
  const messageHash = el('output', { 'data-testid': 'safe-message-hash' })
  const remember = (content: string | SampleTypedData): void => {
    lastSigned = { content, hash: safeMessageHash(safe, content) }
    messageHash.textContent = lastSigned.hash
  }
  const describeSigned = (response: SampleSignResponse | Hex): string => {
    if (typeof response === 'string') return response === '0x' ? 'proposed; not signed by all yet' : response
    if ('safeTxHash' in response) return `on-chain: ${response.safeTxHash}`
    return response.signature ? `signed: ${response.signature}` : `proposed: ${response.messageHash}`
  }
  const typedData = (): SampleTypedData & { primaryType: string } => ({
    domain: { name: 'Strongroom Sample App', version: '1', chainId: safe.chainId },
    types: {
      Greeting: [
        { name: 'text', type: 'string' },
        { name: 'from', type: 'address' },
      ],
    },
    primaryType: 'Greeting',
    message: { text: messageText.value, from: safe.safeAddress },
  })

  return [
    section('Safe', info, loaded, action('read-info', 'Reload Safe info and balances', readOnlyInfo, true), balances),
    section(
      'Batch',
      el('p', {}, `Sends ${formatEther(BATCH_AMOUNTS[0])} and ${formatEther(BATCH_AMOUNTS[1])} in one proposal.`),
      label('First recipient', recipientA),
      label('Second recipient', recipientB),
      action('send-batch', 'Send two transactions', async () => {
        const { safeTxHash } = await sdk.txs.send({
          txs: [
            { to: recipientA.value, value: String(BATCH_AMOUNTS[0]), data: '0x' },
            { to: recipientB.value, value: String(BATCH_AMOUNTS[1]), data: '0x' },
          ],
        })
        lastSafeTxHash = safeTxHash
        return safeTxHash
      }),
      action('tx-status', 'Read the batch back', async () => {
        if (!lastSafeTxHash) return 'send a batch first'
        const tx = await sdk.txs.getBySafeTxHash(lastSafeTxHash)
        return tx.txHash ? `${tx.txStatus} ${tx.txHash}` : tx.txStatus
      }),
    ),
    section(
      'Messages',
      label('Message', messageText),
      action('sign-message', 'Sign message (SDK)', async () => {
        remember(messageText.value)
        return describeSigned(await sdk.txs.signMessage(messageText.value))
      }),
      action('sign-message-viem', 'Sign message (viem personal_sign)', async () => {
        // viem sends the text hex-encoded, and the SDK hands that string on as it is.
        remember(stringToHex(messageText.value))
        return describeSigned(await walletClient.signMessage({ account, message: messageText.value }))
      }),
      action('sign-typed-data', 'Sign typed data (viem)', async () => {
        const data = typedData()
        remember(data)
        return describeSigned(
          await walletClient.signTypedData({
            account,
            domain: data.domain,
            types: data.types,
            primaryType: data.primaryType,
            message: data.message,
          } as Parameters<typeof walletClient.signTypedData>[0]),
        )
      }),
      el('p', {}, 'Safe message hash: ', messageHash),
      action('read-signature', 'Read the signature back', async () => {
        if (!lastSigned) return 'sign something first'
        const signature = await sdk.safe.getOffChainSignature(lastSigned.hash)
        const signed = await sdk.safe.isMessageSigned(lastSigned.content, signature || '0x')
        return `signed: ${signed}; signature: ${signature || '(none yet)'}`
      }),
    ),
    section(
      'Address book',
      action('get-permissions', 'Show permissions', async () => permissionList(await sdk.wallet.getPermissions())),
      action('request-permission', 'Ask for the address book', async () =>
        permissionList(await sdk.wallet.requestPermissions([{ requestAddressBook: {} }])),
      ),
      action('read-address-book', 'Read the address book', async () => {
        const entries = await sdk.safe.requestAddressBook()
        return entries.length === 0
          ? 'no entries'
          : entries.map((entry) => `${entry.name} ${entry.address} (chain ${entry.chainId})`).join('; ')
      }),
    ),
    section(
      'Errors the SDK raises',
      action('error-no-transactions', 'Send no transactions', async () => (await sdk.txs.send({ txs: [] })).safeTxHash),
      action('error-invalid-safe-tx-hash', 'Read an empty safeTxHash', async () =>
        String((await sdk.txs.getBySafeTxHash('')).txStatus),
      ),
      action('error-invalid-typed-data', 'Sign malformed typed data', async () =>
        describeSigned(await sdk.txs.signTypedMessage({ domain: {} } as SampleTypedData)),
      ),
      action('error-address-invalid', 'Sign for another address', async () =>
        walletClient.signMessage({ account: NOT_THE_SAFE, message: 'not my Safe' }),
      ),
      action('error-not-implemented', 'Call a method the provider lacks', async () =>
        JSON.stringify(await publicClient.getProof({ address: account, storageKeys: [] })),
      ),
    ),
  ]
}

function permissionList(permissions: { parentCapability: string }[]): string {
  return permissions.length === 0 ? 'none' : permissions.map((permission) => permission.parentCapability).join(', ')
}

/** A button and its output; `auto` runs it once at once. */
function action(id: string, text: string, run: () => Promise<string>, auto = false): HTMLElement {
  const output = el('output', { 'data-testid': `${id}-result`, 'data-state': 'idle' })
  const button = el('button', { type: 'button', 'data-testid': id }, text)
  const go = () => {
    setState(output, 'pending', '…')
    run().then(
      (result) => setState(output, 'ok', result),
      (error: unknown) => setState(output, 'error', describeError(error)),
    )
  }
  button.addEventListener('click', go)
  if (auto) go()
  return el('div', { class: 'action' }, button, output)
}

function setState(element: HTMLElement, state: string, text: string): void {
  element.dataset.state = state
  element.textContent = text
}

function section(title: string, ...children: Node[]): HTMLElement {
  return el('section', {}, el('h2', {}, title), ...children)
}

function fact(term: string, id: string, value: string): HTMLElement[] {
  return [el('dt', {}, term), el('dd', { 'data-testid': id }, value)]
}

function input(id: string, value: string): HTMLInputElement {
  const element = el('input', { 'data-testid': id, spellcheck: 'false' })
  element.value = value
  return element
}

function label(text: string, control: HTMLElement): HTMLElement {
  return el('label', {}, el('span', {}, text), control)
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}
