import type { RationedRpcOptions } from '@strongroom/devnet'

/**
 * One rationed provider per dialect of docs/rpc-providers.md §1 (two forms where a provider refuses with or without a
 * suggested range), with caps small enough for a devnet chain of a hundred blocks or so to meet them.
 */
export const rationedProviderCases = [
  ['infura', { maxBlockRange: 8, maxResults: 4 }],
  ['alchemy', { maxBlockRange: 8, maxResults: 4 }],
  ['alchemy', { maxBlockRange: 8, maxResults: 4, suggestRange: false }],
  ['quicknode', { maxBlockRange: 8 }],
  ['drpc', { maxBlockRange: 8, maxResults: 4 }],
  ['ankr', { maxBlockRange: 8, suggestRange: false }],
  ['ankr', { maxBlockRange: 8 }],
  ['base', { maxBlockRange: 8, maxResults: 4 }],
  ['geth', { maxBlockRange: 8 }],
  ['reth', { maxResults: 4 }],
] as const satisfies readonly (readonly [
  RationedRpcOptions['dialect'],
  Omit<RationedRpcOptions, 'upstream' | 'dialect'>,
])[]
