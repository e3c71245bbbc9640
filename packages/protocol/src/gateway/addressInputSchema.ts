import { type Address, getAddress } from 'viem'
import { addressStringSchema } from './addressStringSchema'

/** An address a client sends: validated like {@link addressStringSchema} (EIP-55 when mixed case), then checksummed. */
export const addressInputSchema = addressStringSchema.transform((value): Address => getAddress(value))
