import { addressStringSchema } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'

/** An address in a path or query: validated (EIP-55 when mixed case), then checksummed for the domain. */
export const addressParamSchema = addressStringSchema.transform((value): Address => getAddress(value))
