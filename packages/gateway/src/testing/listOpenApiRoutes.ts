/** The parts of a JSON schema (as @fastify/swagger writes them from the routes' zod schemas) the route tests read. */
export type JsonSchema = {
  type?: string
  enum?: unknown[]
  pattern?: string
  format?: string
  minLength?: number
  minimum?: number
  nullable?: boolean
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  items?: JsonSchema
  minItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  $ref?: string
}

/** Where a request input goes: a path segment, a query parameter, a field of the JSON body (by path), or the body. */
export type RouteInput =
  | { in: 'path' | 'query'; name: string; schema: JsonSchema; required: boolean }
  | { in: 'body'; path: string[]; schema: JsonSchema; required: boolean }

/** One operation of the app, with every input it declares. */
export type OpenApiRoute = {
  method: string
  /** OpenAPI form, `/v1/chains/{chainId}`. */
  path: string
  inputs: RouteInput[]
  body: JsonSchema | null
}

/** The parts of an OpenAPI 3 document {@link listOpenApiRoutes} reads. */
export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
  components?: { schemas?: Record<string, JsonSchema> }
}

/** Body fields nested this deep are listed on their own (deeper ones are replaced as part of their parent). */
const MAX_FIELD_DEPTH = 2

/** Resolves `$ref`s into `#/components/schemas/…` (shared schemas are registered there by name). */
function resolver(document: OpenApiDocument): (schema: JsonSchema) => JsonSchema {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const name = schema.$ref?.replace('#/components/schemas/', '')
    const target = name ? document.components?.schemas?.[name] : undefined
    return target ? resolve(target) : schema
  }
  return resolve
}

function bodyFields(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  prefix: string[] = [],
): RouteInput[] {
  const object = resolve(schema)
  if (!object.properties || prefix.length >= MAX_FIELD_DEPTH) return []
  return Object.entries(object.properties).flatMap(([name, child]) => {
    const path = [...prefix, name]
    return [
      { in: 'body' as const, path, schema: resolve(child), required: object.required?.includes(name) ?? false },
      ...bodyFields(child, resolve, path),
    ]
  })
}

/**
 * Every operation of the OpenAPI document the gateway serves at `/openapi.json`, which is generated from the same zod
 * schemas that validate the requests: a route added tomorrow is listed here without touching any test.
 */
export function listOpenApiRoutes(document: OpenApiDocument): OpenApiRoute[] {
  const resolve = resolver(document)
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema
      const parameters = (operation.parameters ?? []).flatMap((parameter): RouteInput[] =>
        parameter.in === 'path' || parameter.in === 'query'
          ? [
              {
                in: parameter.in,
                name: parameter.name,
                schema: resolve(parameter.schema ?? {}),
                required: parameter.in === 'path' || parameter.required === true,
              },
            ]
          : [],
      )
      return {
        method: method.toUpperCase(),
        path,
        inputs: [
          ...parameters,
          ...(body ? [{ in: 'body' as const, path: [], schema: resolve(body), required: true }] : []),
          ...(body ? bodyFields(body, resolve) : []),
        ],
        body: body ? resolve(body) : null,
      }
    }),
  )
}
