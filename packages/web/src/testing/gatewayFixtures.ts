import type {
  Balance,
  ChainInfo,
  Collectible,
  CollectiblePage,
  SafeApp,
  SafeBalanceResponse,
  SafeInfo,
  TransactionListPage,
  TransactionSummary,
} from '@strongroom/protocol'
import type { Address } from 'viem'

/** Builders of gateway answers for component tests: valid wire values with overridable parts. */

const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })

/** The devnet's dev accounts 0–2, owners of most fixtures. */
export const OWNERS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

export const SAFE_ADDRESS = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'

export function chainInfoFixture(overrides: Partial<ChainInfo> = {}): ChainInfo {
  const rpc = { authentication: 'NO_AUTHENTICATION' as const, value: 'http://127.0.0.1:8545' }
  return {
    chainId: '1337',
    chainName: 'Strongroom Devnet',
    shortName: 'dev',
    description: '',
    l2: true,
    isTestnet: true,
    chainLogoUri: null,
    transactionService: '',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    publicRpcUri: rpc,
    theme: { textColor: '#fff', backgroundColor: '#000' },
    ensRegistryAddress: null,
    gasPrice: [],
    disabledWallets: [],
    features: ['EIP1559', 'ERC721'],
    balancesProvider: { chainName: null, enabled: true },
    contractAddresses: {
      safeSingletonAddress: null,
      safeProxyFactoryAddress: null,
      multiSendAddress: null,
      multiSendCallOnlyAddress: null,
      fallbackHandlerAddress: null,
      signMessageLibAddress: null,
      createCallAddress: null,
      simulateTxAccessorAddress: null,
      safeWebAuthnSignerFactoryAddress: null,
      allowanceModuleAddress: null,
    },
    recommendedMasterCopyVersion: '1.4.1',
    ...overrides,
  }
}

export function safeInfoFixture(
  overrides: Partial<Omit<SafeInfo, 'address' | 'owners'>> & { address?: Address; owners?: readonly Address[] } = {},
): SafeInfo {
  const { address = SAFE_ADDRESS, owners = OWNERS, ...rest } = overrides
  return {
    address: addressInfo(address),
    chainId: '1337',
    nonce: 3,
    threshold: 2,
    owners: owners.map(addressInfo),
    implementation: { value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', name: 'SafeL2 1.4.1', logoUri: null },
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: addressInfo('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
    version: '1.4.1',
    collectiblesTag: '1700000000',
    txQueuedTag: '1700000000',
    txHistoryTag: '1700000000',
    messagesTag: '1700000000',
    ...rest,
  }
}

export function balanceFixture(overrides: Partial<Balance> & { symbol?: string; address?: Address } = {}): Balance {
  const { symbol = 'ETH', address = '0x0000000000000000000000000000000000000000', ...rest } = overrides
  const native = address === '0x0000000000000000000000000000000000000000'
  return {
    tokenInfo: {
      type: native ? 'NATIVE_TOKEN' : 'ERC20',
      address,
      decimals: 18,
      symbol,
      name: native ? 'Ether' : `${symbol} token`,
      logoUri: null,
    },
    balance: '1500000000000000000',
    fiatBalance: '3000',
    fiatConversion: '2000',
    ...rest,
  }
}

export function balancesFixture(items: Balance[] = [balanceFixture()]): SafeBalanceResponse {
  const total = items.reduce((sum, item) => sum + Number(item.fiatBalance), 0)
  return { fiatTotal: String(total), items }
}

export function collectibleFixture(overrides: Partial<Collectible> = {}): Collectible {
  return {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenName: 'Demo Art',
    tokenSymbol: 'DART',
    logoUri: null,
    id: '1',
    uri: 'data:application/json,{}',
    name: 'Piece #1',
    description: 'The first piece',
    imageUri: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    metadata: { name: 'Piece #1', attributes: [{ trait_type: 'Colour', value: 'Blue' }] },
    ...overrides,
  }
}

export function collectiblePageFixture(results: Collectible[], next: string | null = null): CollectiblePage {
  return { count: results.length, next, previous: null, results }
}

/** A queued multisig transaction at `nonce` with the given missing signers. */
export function queuedTransactionFixture(
  nonce: number,
  missingSigners: readonly Address[] | null,
  overrides: Partial<TransactionSummary> = {},
): TransactionSummary {
  return {
    id: `multisig_${SAFE_ADDRESS}_0x${nonce.toString(16).padStart(64, '0')}`,
    timestamp: 1_700_000_000_000,
    txStatus: missingSigners ? 'AWAITING_CONFIRMATIONS' : 'AWAITING_EXECUTION',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: addressInfo(SAFE_ADDRESS),
      recipient: addressInfo(OWNERS[2]),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '250000000000000000' },
    },
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: missingSigners ? 1 : 2,
      missingSigners: missingSigners ? missingSigners.map(addressInfo) : null,
    },
    safeAppInfo: null,
    txHash: null,
    ...overrides,
  }
}

export function queuePageFixture(transactions: TransactionSummary[]): TransactionListPage {
  const results: TransactionListPage['results'] = []
  if (transactions.length > 0) results.push({ type: 'LABEL', label: 'Next' })
  for (const transaction of transactions) results.push({ type: 'TRANSACTION', transaction, conflictType: 'None' })
  return { count: results.length, next: null, previous: null, results }
}

/** A Safe App listing of the gateway's registry on the devnet chain, open to every Safe (or `overrides`). */
export function safeAppFixture(overrides: Partial<SafeApp> = {}): SafeApp {
  return {
    id: 1,
    url: 'https://apps.example/app/',
    name: 'App',
    iconUrl: 'https://apps.example/app/icon.svg',
    description: 'Does things',
    chainIds: ['1337'],
    provider: null,
    accessControl: { type: 'NO_RESTRICTIONS', value: null },
    tags: [],
    features: [],
    developerWebsite: null,
    socialProfiles: [],
    ...overrides,
  }
}
