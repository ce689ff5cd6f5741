import type { Schema, SchemaLookup } from './schema-values.js';

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type OperationObject = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
};

/** One operation of the document, as the fuzzer needs it. */
export type Operation = {
  id: string;
  method: string;
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** callable without credentials */
  public: boolean;
  /** the JSON body's schema; undefined when the operation documents none */
  body: Schema | undefined;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        public: operation.security?.length === 0,
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** Resolves `#/components/schemas/…` references of the document. */
export function schemaLookup(document: OpenApiDocument): SchemaLookup {
  return (ref) => {
    const name = decodeURIComponent(ref.replace('#/components/schemas/', ''));
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`The document refers to a schema it lacks: ${ref}`);
    return schema;
  };
}

/** A stable seed per operation, so adding a route leaves the other operations' inputs unchanged. */
export function seedOf(operationId: string, base: number): number {
  let hash = base;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
