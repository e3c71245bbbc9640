import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { forwardJsonRpc } from './forwardJsonRpc'
import { WalletRpcError } from './WalletRpcError'

/** A network the wallet knows: it can switch to it and forwards reads there. */
export interface WalletChain {
  chainId: number
  rpcUrl: string
  name?: string
}

/** Events a wallet emits to the page (EIP-1193). */
export type WalletEvent =
  | { event: 'accountsChanged'; payload: Address[] }
  | { event: 'chainChanged'; payload: Hex }
  | { event: 'connect'; payload: { chainId: Hex } }

/** One request as the wallet saw it, for assertions in tests. */
export interface WalletRequestRecord {
  method: string
  params: unknown
  outcome: 'ok' | 'error'
  errorCode?: number
}

export interface WalletRouterOptions {
  /** Private keys; the first is the active account. */
  accounts: readonly Hex[]
  /** Known networks; the first is the starting one. */
  chains: readonly WalletChain[]
  /** Delivers an event to the page. Fire-and-forget. */
  emit: (event: WalletEvent) => void
  /** Sends a read (any method the wallet does not answer itself) to a node. Defaults to JSON-RPC over fetch. */
  forward?: (rpcUrl: string, method: string, params: unknown) => Promise<unknown>
}

/** The wallet's brain: answers EIP-1193 requests and exposes the controls tests use. */
export interface WalletRouter {
  request(method: string, params?: unknown): Promise<unknown>
  /** Makes account `index` the active one; a connected page gets `accountsChanged`. */
  switchAccount(index: number): void
  /**
   * The next request that needs the user's approval (connecting, signing, sending, switching or adding a chain)
   * fails with 4001, as if the user pressed Reject. With `method`, the next request of that method instead.
   * The answer comes after `afterMs` (default {@link HUMAN_REJECTION_DELAY_MS}), like a person reading a prompt.
   */
  rejectNext(method?: string, options?: { afterMs?: number }): void
  /** Moves the wallet to chain `chainId`, known or not, as a user switching networks in the wallet would. */
  setChain(chainId: number): void
  /**
   * From now on the wallet answers `method` with 4200 (unsupported), as wallets without typed-data signing do;
   * `supported: true` offers it again.
   */
  setUnsupported(method: string, unsupported?: boolean): void
  readonly address: Address
  readonly addresses: readonly Address[]
  readonly chainId: number
  readonly connected: boolean
  readonly requests: readonly WalletRequestRecord[]
}

/**
 * How long a simulated user takes to press Reject. Not only realism: RainbowKit's modal clears its RETRY state 50 ms
 * after a wallet is picked, so a rejection faster than that leaves the modal spinning (no real user is that fast).
 */
export const HUMAN_REJECTION_DELAY_MS = 250

/** Methods a real wallet would show a prompt for; `rejectNext()` without a method targets these. */
export const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

/**
 * Creates the request router of the injected test wallet. Account, permission and chain methods are answered
 * locally; signing uses viem local accounts; `eth_sendTransaction` is filled in, signed locally and sent raw; every
 * other method is forwarded to the current chain's node.
 */
export function createWalletRouter(options: WalletRouterOptions): WalletRouter {
  if (options.accounts.length === 0) throw new TypeError('the test wallet needs at least one private key')
  const [firstChain] = options.chains
  if (!firstChain) throw new TypeError('the test wallet needs at least one chain')
  const accounts: PrivateKeyAccount[] = options.accounts.map((key) => privateKeyToAccount(key))
  const knownChains = new Map(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const forward = options.forward ?? forwardJsonRpc
  const rejections: Array<{ method: string | undefined; afterMs: number }> = []
  const unsupported = new Set<string>()
  const requests: WalletRequestRecord[] = []
  const clients = new Map<string, ReturnType<typeof createWalletClient>>()
  let active = 0
  let chainId = firstChain.chainId
  let connected = false

  const current = () => accounts[active]!
  // An unknown chain (setChain to simulate a wrong network) still needs a node for reads: use the first one.
  const rpcUrl = () => knownChains.get(chainId)?.rpcUrl ?? firstChain.rpcUrl
  const exposedAccounts = (): Address[] => (connected ? [current().address] : [])

  const connect = () => {
    if (!connected) {
      connected = true
      options.emit({ event: 'accountsChanged', payload: exposedAccounts() })
    }
    return exposedAccounts()
  }
  const changeChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    options.emit({ event: 'chainChanged', payload: numberToHex(next) })
  }
  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
          },
        ]
      : []
  /** The signer named in a request must be the connected, active account (EIP-1193 4100 otherwise). */
  const signer = (address: unknown): PrivateKeyAccount => {
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw WalletRpcError.of('invalidParams', `Invalid signer address: ${String(address)}`)
    }
    if (!connected || !isAddressEqual(address, current().address)) throw WalletRpcError.of('unauthorized')
    return current()
  }
  const walletClient = () => {
    const url = rpcUrl()
    const key = `${chainId}@${url}`
    let client = clients.get(key)
    if (!client) {
      const chain: Chain = defineChain({
        id: chainId,
        name: knownChains.get(chainId)?.name ?? `Chain ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      client = createWalletClient({ chain, transport: http(url), pollingInterval: 50 })
      clients.set(key, client)
    }
    return client
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    if (unsupported.has(method))
      throw WalletRpcError.of('unsupportedMethod', `The test wallet does not support ${method}.`)
    const ruleIndex = rejections.findIndex((rule) =>
      rule.method === undefined ? APPROVAL_METHODS.has(method) : rule.method === method,
    )
    if (ruleIndex !== -1) {
      const [rule] = rejections.splice(ruleIndex, 1)
      if (rule!.afterMs > 0) await new Promise((resolve) => setTimeout(resolve, rule!.afterMs))
      throw WalletRpcError.of('userRejected')
    }
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'eth_accounts':
        return exposedAccounts()
      case 'eth_coinbase':
        return exposedAccounts()[0] ?? null
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_requestPermissions':
        connect()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        if (connected) {
          connected = false
          options.emit({ event: 'accountsChanged', payload: [] })
        }
        return null
      case 'wallet_switchEthereumChain': {
        const target = parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId)
        if (!knownChains.has(target)) throw WalletRpcError.of('unrecognizedChain', `Unrecognized chain ID ${target}.`)
        changeChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameter = list[0] as { chainId?: unknown; chainName?: unknown; rpcUrls?: unknown } | undefined
        const target = parseChainId(parameter?.chainId)
        const url = Array.isArray(parameter?.rpcUrls) ? parameter.rpcUrls[0] : undefined
        if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
          throw WalletRpcError.of('invalidParams', 'wallet_addEthereumChain needs an http(s) rpcUrls[0].')
        }
        if (!knownChains.has(target)) {
          const name = typeof parameter?.chainName === 'string' ? parameter.chainName : undefined
          knownChains.set(target, { chainId: target, rpcUrl: url, ...(name ? { name } : {}) })
        }
        // Like MetaMask after the user approves: the added chain becomes the current one.
        changeChain(target)
        return null
      }
      case 'wallet_watchAsset':
        return true
      case 'personal_sign': {
        const [message, address] = list
        const account = signer(address)
        if (typeof message !== 'string') throw WalletRpcError.of('invalidParams', 'personal_sign needs a message')
        // EIP-191 version 0x45: wallets treat hex as raw bytes and anything else as UTF-8 text.
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_sign': {
        const [address, hash] = list
        const account = signer(address)
        if (!isHex(hash) || hash.length !== 66)
          throw WalletRpcError.of('invalidParams', 'eth_sign needs a 32-byte hash')
        return account.sign({ hash })
      }
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4': {
        const [address, data] = list
        const account = signer(address)
        const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const request = list[0] as RpcTransactionRequest | undefined
        if (!request) throw WalletRpcError.of('invalidParams', 'eth_sendTransaction needs a transaction')
        const account = signer(request.from)
        return walletClient().sendTransaction({ ...toViemTransaction(request), account } as never)
      }
      default:
        if (
          method.startsWith('wallet_') ||
          method === 'eth_signTransaction' ||
          method.startsWith('eth_signTypedData')
        ) {
          throw WalletRpcError.of('unsupportedMethod', `The test wallet does not support ${method}.`)
        }
        return forward(rpcUrl(), method, params)
    }
  }

  return {
    async request(method, params) {
      try {
        const result = await handle(method, params)
        requests.push({ method, params, outcome: 'ok' })
        return result
      } catch (error) {
        const code = error instanceof WalletRpcError ? error.code : undefined
        requests.push({ method, params, outcome: 'error', ...(code === undefined ? {} : { errorCode: code }) })
        throw error
      }
    },
    switchAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`account index ${index} is outside 0..${accounts.length - 1}`)
      }
      if (index === active) return
      active = index
      if (connected) options.emit({ event: 'accountsChanged', payload: exposedAccounts() })
    },
    rejectNext(method, rejectOptions) {
      rejections.push({ method, afterMs: rejectOptions?.afterMs ?? HUMAN_REJECTION_DELAY_MS })
    },
    setUnsupported(method, isUnsupported = true) {
      if (isUnsupported) unsupported.add(method)
      else unsupported.delete(method)
    },
    setChain(next) {
      if (!Number.isSafeInteger(next) || next <= 0) throw new RangeError(`invalid chain id ${next}`)
      changeChain(next)
    },
    get address() {
      return current().address
    },
    get addresses() {
      return accounts.map((account) => getAddress(account.address))
    },
    get chainId() {
      return chainId
    },
    get connected() {
      return connected
    },
    get requests() {
      return requests
    },
  }
}

/** A transaction as dapps send it to `eth_sendTransaction`: quantities as hex strings. */
interface RpcTransactionRequest {
  from?: unknown
  to?: Address | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
}

function toViemTransaction(request: RpcTransactionRequest) {
  const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))
  const fees =
    request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined
      ? { maxFeePerGas: quantity(request.maxFeePerGas), maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas) }
      : request.gasPrice !== undefined
        ? { gasPrice: quantity(request.gasPrice) }
        : {}
  return {
    to: request.to ?? undefined,
    data: request.data ?? request.input,
    value: quantity(request.value),
    gas: quantity(request.gas),
    nonce: request.nonce === undefined ? undefined : hexToNumber(request.nonce),
    ...fees,
  }
}

function parseChainId(value: unknown): number {
  if (typeof value === 'string' && isHex(value) && value.length > 2) {
    const id = hexToNumber(value)
    if (Number.isSafeInteger(id) && id > 0) return id
  }
  throw WalletRpcError.of('invalidParams', `Invalid chainId: ${String(value)}`)
}
