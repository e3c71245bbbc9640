import type { EIP1193Provider } from 'viem'

/** What the sample app reads of a Safe; both SDK majors answer getSafeInfo with at least this. */
export interface SampleSafeInfo {
  safeAddress: string
  chainId: number
  threshold: number
  owners: string[]
  isReadOnly: boolean
}

/** An answer of signMessage / signTypedMessage: off-chain (a message hash, and the signature once confirmed) or on-chain. */
export type SampleSignResponse = { safeTxHash: string } | { messageHash: string; signature?: string }

/** A typed-data payload as both SDKs accept it. */
export interface SampleTypedData {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
  primaryType?: string
}

/**
 * The part of `SafeAppsSDK` the sample app uses, written out so that one source runs on SDK 8.1.0 and 9.1.0 (each page
 * passes its own release's instance; their types differ only in places the app does not touch).
 */
export interface SampleAppSdk {
  safe: {
    getInfo(): Promise<SampleSafeInfo>
    getChainInfo(): Promise<{
      chainName: string
      chainId: string
      nativeCurrency: { symbol: string; decimals: number }
    }>
    getEnvironmentInfo(): Promise<{ origin: string }>
    experimental_getBalances(params?: { currency?: string }): Promise<{
      fiatTotal: string
      items: { balance: string; fiatBalance: string; tokenInfo: { symbol: string; decimals?: number | null } }[]
    }>
    getOffChainSignature(messageHash: string): Promise<string>
    isMessageSigned(message: string | SampleTypedData, signature?: string): Promise<boolean>
    requestAddressBook(): Promise<{ address: string; chainId: string; name: string }[]>
  }
  txs: {
    send(params: { txs: { to: string; value: string; data: string }[] }): Promise<{ safeTxHash: string }>
    getBySafeTxHash(safeTxHash: string): Promise<{ txStatus: string; txHash?: string | null }>
    signMessage(message: string): Promise<SampleSignResponse>
    signTypedMessage(typedData: SampleTypedData): Promise<SampleSignResponse>
  }
  wallet: {
    getPermissions(): Promise<{ parentCapability: string }[]>
    requestPermissions(permissions: Record<string, Record<string, unknown>>[]): Promise<{ parentCapability: string }[]>
  }
}

/** One build of the sample app: an SDK release and the provider release made for it. */
export interface SampleAppVariant {
  /** The SDK release the page bundles, as it reports itself (`getSDKVersion()`). */
  sdkVersion: string
  sdk: SampleAppSdk
  /** `new SafeAppProvider(safe, sdk)` of the matching `@safe-global/safe-apps-provider` release. */
  createProvider(safe: SampleSafeInfo): EIP1193Provider
}
