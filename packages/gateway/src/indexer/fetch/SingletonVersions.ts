import { safeL2Abi } from '@strongroom/protocol'
import type { Address, PublicClient } from 'viem'
import { knownSingletons } from '../../domain/chains/knownSafeContracts'

/** Released singletons, whose VERSION() is known without asking the chain (safe-deployments, 1.0.0 to 1.5.0). */
const knownVersions: [Address, string][] = knownSingletons.map(({ address, version }) => [address, version])

/** VERSION() of singletons (master copies), read from the chain once per address and kept for this process. */
export class SingletonVersions {
  private readonly versions = new Map<Address, string | null>(knownVersions)

  constructor(private readonly client: PublicClient) {}

  /** The cached version; null when unknown or not resolved yet (call {@link resolve} first). */
  versionOf = (singleton: Address): string | null => this.versions.get(singleton) ?? null

  /** Reads VERSION() of the singletons not cached yet; a contract without it is remembered as unknown (null). */
  async resolve(singletons: Iterable<Address>): Promise<void> {
    const missing = [...new Set(singletons)].filter((singleton) => !this.versions.has(singleton))
    await Promise.all(
      missing.map(async (singleton) => {
        try {
          const version = await this.client.readContract({
            address: singleton,
            abi: safeL2Abi,
            functionName: 'VERSION',
          })
          this.versions.set(singleton, version)
        } catch {
          this.versions.set(singleton, null)
        }
      }),
    )
  }
}
