import { z } from 'zod'
import { checksumAddressSchema } from './checksumAddressSchema'

/** `/owners/{address}/safes`: the Safes (checksummed addresses) the address currently owns on that chain. */
export const ownedSafesSchema = z.object({ safes: z.array(checksumAddressSchema) })

export type OwnedSafes = z.infer<typeof ownedSafesSchema>
