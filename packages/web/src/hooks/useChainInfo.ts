import { useQuery } from '@tanstack/react-query'
import { chainInfoQuery } from '../lib/query/chainInfoQuery'
import { useRuntimeConfig } from './useRuntimeConfig'

/** The gateway's description of this deployment's chain (short name for URLs, features, native currency). */
export function useChainInfo() {
  return useQuery(chainInfoQuery(useRuntimeConfig()))
}
