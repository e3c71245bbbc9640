import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

const rpcUriSchema = z.object({
  authentication: z.enum(['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN']),
  value: z.string(),
})

/** Gas-price sources; `type` is lower-case on the wire (CFG/CGW), while the SDK enum is upper-case (docs/gateway-api.md §4.13). */
const gasPriceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('oracle'), uri: z.string(), gasParameter: z.string(), gweiFactor: z.string() }),
  z.object({ type: z.literal('fixed'), weiValue: z.string() }),
  z.object({ type: z.literal('fixed1559'), maxFeePerGas: z.string(), maxPriorityFeePerGas: z.string() }),
])

const nullableAddress = checksumAddressSchema.nullable()

/**
 * `ChainInfo` of `/v1/chains[/{chainId}]`: the CGW v1.23 fields plus the later additions SDK 3.23 declares
 * (`isTestnet`, `chainLogoUri`, `balancesProvider`, `contractAddresses`, `recommendedMasterCopyVersion`), which older
 * clients ignore.
 */
export const chainInfoSchema = z.object({
  chainId: z.string(),
  chainName: z.string(),
  shortName: z.string(),
  description: z.string(),
  l2: z.boolean(),
  isTestnet: z.boolean(),
  chainLogoUri: z.string().nullable(),
  transactionService: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int(), logoUri: z.string() }),
  blockExplorerUriTemplate: z.object({ address: z.string(), txHash: z.string(), api: z.string() }),
  rpcUri: rpcUriSchema,
  safeAppsRpcUri: rpcUriSchema,
  publicRpcUri: rpcUriSchema,
  theme: z.object({ textColor: z.string(), backgroundColor: z.string() }),
  ensRegistryAddress: nullableAddress,
  gasPrice: z.array(gasPriceSchema),
  disabledWallets: z.array(z.string()),
  features: z.array(z.string()),
  balancesProvider: z.object({ chainName: z.string().nullable(), enabled: z.boolean() }),
  contractAddresses: z.object({
    safeSingletonAddress: nullableAddress,
    safeProxyFactoryAddress: nullableAddress,
    multiSendAddress: nullableAddress,
    multiSendCallOnlyAddress: nullableAddress,
    fallbackHandlerAddress: nullableAddress,
    signMessageLibAddress: nullableAddress,
    createCallAddress: nullableAddress,
    simulateTxAccessorAddress: nullableAddress,
    safeWebAuthnSignerFactoryAddress: nullableAddress,
    /** Our extension: the Allowance module for spending limits (docs/spending-limits.md); absent from Safe's gateway. */
    allowanceModuleAddress: nullableAddress.default(null),
  }),
  recommendedMasterCopyVersion: z.string().nullable(),
})

export type ChainInfo = z.infer<typeof chainInfoSchema>
export type GasPrice = z.infer<typeof gasPriceSchema>
