/**
 * MongoDB extended JSON as `mongoexport` writes it, relaxed (its default) or canonical
 * (`--jsonFormat=canonical`): ObjectIds, dates and typed numbers arrive wrapped in objects with a
 * `$` key. This turns one document into plain values the collection schemas can check.
 */

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** An ObjectId from the export, kept apart from strings so a schema can ask for one. */
export class ObjectIdRef {
  readonly hex: string;

  constructor(hex: string) {
    this.hex = hex.toLowerCase();
  }

  /** When MongoDB made the id: its first four bytes are seconds since 1970. */
  get createdAt(): Date {
    return new Date(Number.parseInt(this.hex.slice(0, 8), 16) * 1000);
  }

  toString(): string {
    return this.hex;
  }
}

/** A value in a document that is no extended JSON this importer reads. */
export class ExtendedJsonError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

function numberFrom(text: unknown, field: string, type: string): number {
  if (typeof text !== 'string') throw new ExtendedJsonError(field, `${type} must hold a string`);
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new ExtendedJsonError(field, `${type} "${text}" is not a finite number`);
  }
  return value;
}

function dateFrom(raw: unknown, field: string): Date {
  let value: Date;
  if (typeof raw === 'string' || typeof raw === 'number') value = new Date(raw);
  else if (isRecord(raw) && Object.keys(raw).length === 1 && '$numberLong' in raw) {
    value = new Date(numberFrom(raw.$numberLong, field, '$numberLong'));
  } else throw new ExtendedJsonError(field, '$date must hold a date string or milliseconds');
  if (Number.isNaN(value.getTime())) {
    throw new ExtendedJsonError(field, `$date ${JSON.stringify(raw)} is not a valid date`);
  }
  return value;
}

/** The one `$` wrapper of a value, decoded; anything else with a `$` key is refused. */
function decodeWrapper(value: Record<string, unknown>, field: string): unknown {
  const keys = Object.keys(value);
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) {
    throw new ExtendedJsonError(field, `unexpected extended JSON object {${keys.join(', ')}}`);
  }
  const inner = value[key];
  switch (key) {
    case '$oid':
      if (typeof inner !== 'string' || !OBJECT_ID.test(inner)) {
        throw new ExtendedJsonError(field, '$oid must be 24 hexadecimal digits');
      }
      return new ObjectIdRef(inner);
    case '$date':
      return dateFrom(inner, field);
    case '$numberInt':
    case '$numberLong':
    case '$numberDouble':
    case '$numberDecimal':
      return numberFrom(inner, field, key);
    default:
      throw new ExtendedJsonError(field, `${key} values are not imported (unsupported BSON type)`);
  }
}

/**
 * Decodes one document: `{ $oid }` → {@link ObjectIdRef}, `{ $date }` → Date, typed numbers →
 * number. Keys are copied as own properties (never through a prototype), so a `__proto__` in the
 * file is just an unknown field.
 *
 * @throws ExtendedJsonError naming the dotted field of the first value it cannot read
 */
export function decodeExtendedJson(value: unknown, field = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => decodeExtendedJson(item, join(field, index)));
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.some((key) => key.startsWith('$'))) return decodeWrapper(value, field);
  return Object.fromEntries(
    keys.map((key) => [key, decodeExtendedJson(value[key], join(field, key))]),
  );
}
