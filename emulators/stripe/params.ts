import { parameterInvalid, parameterMissing } from './errors';
import type { FormObject, FormValue } from './form-body';

/**
 * Typed readers over a parsed form body. `name` is the full bracket path Stripe names in
 * its errors (`line_items[0][price]`), so messages point at the exact parameter.
 */
export class Params {
  constructor(
    readonly raw: FormObject,
    private readonly prefix = '',
  ) {}

  private label(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Own keys only: `constructor` or `toString` of a body that does not send them is absent, not Object's. */
  private value(key: string): FormValue | undefined {
    return Object.hasOwn(this.raw, key) ? this.raw[key] : undefined;
  }

  has(key: string): boolean {
    return this.value(key) !== undefined;
  }

  /** A string, or undefined when absent. An empty string means "unset" in Stripe's encoding. */
  string(key: string): string | undefined {
    const v = this.value(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw parameterInvalid(this.label(key), 'parameter_invalid_string', `Invalid string: ${this.label(key)} must be a string.`);
    return v;
  }

  requiredString(key: string): string {
    const v = this.string(key);
    if (v === undefined) throw parameterMissing(this.label(key));
    if (v === '') throw parameterInvalid(this.label(key), 'parameter_invalid_empty', `You passed an empty string for '${this.label(key)}'. We assume empty values are an attempt to unset a parameter; however '${this.label(key)}' cannot be unset. You should remove '${this.label(key)}' from your request or supply a non-empty value.`);
    return v;
  }

  /** A string where '' means null (clear the field). */
  nullableString(key: string): string | null | undefined {
    const v = this.string(key);
    return v === '' ? null : v;
  }

  integer(key: string): number | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (!/^-?\d+$/.test(v)) throw parameterInvalid(this.label(key), 'parameter_invalid_integer', `Invalid integer: ${v}`);
    return Number(v);
  }

  boolean(key: string): boolean | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (v !== 'true' && v !== 'false') throw parameterInvalid(this.label(key), 'parameter_invalid_boolean', `Invalid boolean: ${v}`);
    return v === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    const found = allowed.find((a) => a === v);
    if (found === undefined) {
      throw parameterInvalid(this.label(key), 'parameter_invalid_string', `Invalid ${this.label(key)}: must be one of ${allowed.join(', ')}`);
    }
    return found;
  }

  object(key: string): Params | undefined {
    const v = this.value(key);
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) throw parameterInvalid(this.label(key), 'parameter_invalid_hash', `Invalid hash: ${this.label(key)}`);
    return new Params(v, this.label(key));
  }

  /** An array of hashes (`items[0][price]`); also accepts a hash with numeric keys. */
  objects(key: string): Params[] | undefined {
    const v = this.value(key);
    if (v === undefined || v === '') return undefined;
    if (!Array.isArray(v)) throw parameterInvalid(this.label(key), 'parameter_invalid_array', `Invalid array: ${this.label(key)}`);
    return v.map((item, i) => {
      if (typeof item !== 'object' || Array.isArray(item)) throw parameterInvalid(`${this.label(key)}[${i}]`, 'parameter_invalid_hash', `Invalid hash: ${this.label(key)}[${i}]`);
      return new Params(item, `${this.label(key)}[${i}]`);
    });
  }

  strings(key: string): string[] | undefined {
    const v = this.value(key);
    if (v === undefined || v === '') return undefined;
    const list: FormValue[] = Array.isArray(v) ? v : [v];
    return list.map((item, i) => {
      if (typeof item !== 'string') throw parameterInvalid(`${this.label(key)}[${i}]`, 'parameter_invalid_string', `Invalid string: ${this.label(key)}[${i}]`);
      return item;
    });
  }

  /** `metadata[key]=value`: string values only, '' deletes the key (on update), at most 50 keys. */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const v = this.value(key);
    if (v === undefined) return undefined;
    if (v === '') return {};
    if (typeof v !== 'object' || Array.isArray(v)) throw parameterInvalid(this.label(key), 'parameter_invalid_hash', `Invalid hash: ${this.label(key)}`);
    const out: Record<string, string> = {};
    for (const [k, value] of Object.entries(v)) {
      if (typeof value !== 'string') throw parameterInvalid(`${this.label(key)}[${k}]`, 'parameter_invalid_string', `Invalid string: ${this.label(key)}[${k}]`);
      out[k] = value;
    }
    if (Object.keys(out).length > 50) throw parameterInvalid(this.label(key), 'parameter_invalid_hash', 'Metadata can have at most 50 keys.');
    return out;
  }

  /** `expand[]` paths. */
  expand(): string[] {
    return this.strings('expand') ?? [];
  }
}

/** Applies a metadata update the way Stripe does: keys merge, '' removes one, an empty hash clears all. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (Object.keys(update).length === 0) return {};
  const next = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}

/** Metadata on create: '' values are simply dropped. */
export function createMetadata(update: Record<string, string> | undefined): Record<string, string> {
  return mergeMetadata({}, update ?? {});
}

/** An absolute http(s) URL parameter, as Stripe requires for success_url, cancel_url and return_url. */
export function urlParam(p: Params, key: string, label = key): string | null {
  const value = p.string(key);
  if (!value) return null;
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, 'x')).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw parameterInvalid(label, 'url_invalid', 'Not a valid URL');
  return value;
}
