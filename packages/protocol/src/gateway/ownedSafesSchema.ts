import { z } from 'zod'

/** `/owners/{address}/safes`: the Safes (checksummed addresses) the address currently owns on that chain. */
export const ownedSafesSchema = z.object({ safes: z.array(z.string()) })

export type OwnedSafes = z.infer<typeof ownedSafesSchema>
