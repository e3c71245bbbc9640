import {
  dataDecodedParameterSchema,
  dataDecodedSchema,
  internalTransactionSchema,
  paramValueSchema,
} from '@strongroom/protocol'
import { z } from 'zod'

/**
 * Names for the schemas the OpenAPI document must reference instead of inlining: decoded calldata nests (MultiSend
 * calls hold decoded calls), and a recursive schema can only be written as a `$ref` to a named component. A registry
 * per app, not zod's global one, so that building several apps in one process cannot collide on ids.
 */
export function createOpenApiRegistry() {
  const registry = z.registry<{ id: string }>()
  registry.add(paramValueSchema, { id: 'ParamValue' })
  registry.add(internalTransactionSchema, { id: 'InternalTransaction' })
  registry.add(dataDecodedParameterSchema, { id: 'DataDecodedParameter' })
  registry.add(dataDecodedSchema, { id: 'DataDecoded' })
  return registry
}
