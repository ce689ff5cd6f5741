import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export type SchemaLookup = (ref: string) => Schema;

const MAX_DEPTH = 5;

function integerBetween(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000, 1_000_000);
  return min <= max ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.constant(min);
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const maxLength = Math.min(schema.maxLength ?? 24, 24);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.string({ minLength, maxLength });
}

function objectFor(schema: Schema, lookup: SchemaLookup, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, lookup, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in model);
  const record = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return record;
  return fc
    .tuple(
      record,
      fc.dictionary(fc.string({ maxLength: 8 }), valueFor(extra, lookup, depth + 1), { maxKeys: 2 }),
    )
    .map(([known, more]) => ({ ...more, ...known }));
}

/**
 * Values that mostly fit a schema: what a client would send, so a request gets past validation and into
 * the handlers, where mutations then make it wrong in one place.
 */
export function valueFor(schema: Schema, lookup: SchemaLookup, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    return depth > MAX_DEPTH ? fc.constant(null) : valueFor(lookup(schema.$ref), lookup, depth + 1);
  }
  const value = valueOfType(schema, lookup, depth);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function valueOfType(schema: Schema, lookup: SchemaLookup, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, lookup, depth + 1)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], lookup, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerBetween(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > MAX_DEPTH || !schema.items) return fc.constant([]);
      return fc.array(valueFor(schema.items, lookup, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return depth > MAX_DEPTH ? fc.constant({}) : objectFor(schema, lookup, depth);
    default:
      return schema.properties ? objectFor(schema, lookup, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}
