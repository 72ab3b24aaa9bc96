import {
  ArraySchema,
  ObjectSchema,
  Schema,
  type AnyObjectSchema,
  type AnySchema,
  type InferType,
  type ObjectShape,
} from 'yup';

/** Whether a raw JSON value already has the type `schema` holds (absent and null always do). */
const hasJsonType = (original: unknown, schema: AnySchema): boolean =>
  original === null || original === undefined || schema.isType(original);

const strictVariants = new WeakMap<Schema, Schema>();

/**
 * `schema`, and every field and item inside it, reading a request's JSON, which has its own
 * types: a server takes `"12"` as text, never as the number a form's input means by it. A value
 * of the wrong JSON type skips every transform, yup's casts included (`true` → 1, `[5]` → 5,
 * `"0x10"` → 16, 123 → "123", and a crash on `{"toString": "x"}`), so the field's type check
 * refuses it with the field's message. Values of the right type are still trimmed and cleaned.
 */
function strictTypes<S extends Schema>(schema: S): S {
  const known = strictVariants.get(schema);
  if (known) return known as S;
  let variant: Schema = schema.clone();
  if (variant instanceof ObjectSchema) {
    const fields: ObjectShape = Object.fromEntries(
      Object.entries(variant.fields as ObjectShape).map(([name, field]) => [
        name,
        field instanceof Schema ? strictTypes(field) : field,
      ]),
    );
    variant = variant.shape(fields);
  } else if (variant instanceof ArraySchema && variant.innerType instanceof Schema) {
    variant = variant.of(strictTypes(variant.innerType));
  }
  const transforms = [...variant.transforms];
  variant.transforms = [
    function castOnlyRightTypes(this: AnySchema, value, original, self, options) {
      if (!hasJsonType(original, self)) return original as unknown;
      return transforms.reduce<unknown>(
        (previous, transform) => transform.call(this, previous, original, self, options),
        value,
      );
    },
  ];
  strictVariants.set(schema, variant);
  return variant as S;
}

/**
 * Only the members the schema names, read as own properties. yup looks each member of a value
 * up in its plain `fields` object, so a member named `constructor` or `__proto__` would be found
 * there (Object.prototype's) and crash validation; unknown members are ignored, as real APIs do.
 */
function ownFields(schema: AnyObjectSchema, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.keys(schema.fields)
      .filter((name) => Object.hasOwn(body, name))
      .map((name) => [name, (body as Record<string, unknown>)[name]]),
  );
}

/**
 * Validates a request body with a form's schema, strictly: the same rules, limits and messages
 * as the form, but no casting between JSON types and no unknown members. Resolves with the
 * cleaned values; rejects with yup's ValidationError listing every broken rule.
 */
export function validateRequest<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  return strictTypes(schema).validate(ownFields(schema, body), {
    abortEarly: false,
    stripUnknown: true,
  });
}
