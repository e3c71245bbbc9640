import { z } from 'zod'

/**
 * `GET /v1/chains/{chainId}/contracts/{address}` (the Client Gateway's contract info; SDK `Contract`): the name the
 * gateway knows the contract by, its ABI as the transaction service wraps it, and whether Safes may DELEGATECALL it.
 */
export const contractInfoSchema = z.object({
  address: z.string(),
  name: z.string(),
  displayName: z.string(),
  logoUri: z.string().nullable(),
  contractAbi: z
    .object({
      abi: z.array(z.record(z.string(), z.unknown())),
      description: z.string(),
      relevantForTransactions: z.boolean(),
    })
    .nullable(),
  trustedForDelegateCall: z.boolean(),
})

export type ContractInfo = z.infer<typeof contractInfoSchema>
