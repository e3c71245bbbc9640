import { z } from 'zod'

/** `Enum.Operation` of Safe.sol on the wire: 0 = CALL, 1 = DELEGATECALL. */
export const operationSchema = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 (CALL) or 1 (DELEGATECALL)' })
