import { DbError } from '../db/types';

/** The body PostgREST answers every error with. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

/** An error answered as PostgREST would: status, `{code, message, details, hint}` and extra headers. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  get body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** Hostile input is echoed in error messages; keep it short so an error never amplifies a request. */
export function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** PGRST100: the query string could not be parsed. */
export function parseError(param: string, value: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${param} parameter (${clip(value)})"`, details);
}

/** 42703 as Postgres words it; PostgREST forwards it with status 400. */
export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${clip(table, 63)}.${clip(column, 63)} does not exist`);
}

export function unknownTable(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${clip(name, 63)}' in the schema cache`);
}

/**
 * PostgREST's SQLSTATE → HTTP status table (docs/references/errors.rst). 42501 depends on
 * whether the request carried a role other than the anonymous one: 403 if so, 401 otherwise.
 */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409, '23505': 409, '25006': 405, '53400': 500, P0001: 400, '42883': 404, '42P01': 404, '42P17': 500,
  };
  if (Object.hasOwn(exact, code)) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500, '39': 500, '3B': 500,
    '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500, F0: 500, HV: 500, P0: 500, XX: 500,
  };
  return Object.hasOwn(byClass, code.slice(0, 2)) ? byClass[code.slice(0, 2)] : 400;
}

/** Turns a database error raised by a generated statement into PostgREST's answer. */
export function fromDbError(err: DbError, anonymous: boolean): RestError {
  const status = statusForSqlState(err.code, anonymous);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new RestError(status, err.code, err.message, err.detail ?? null, err.hint ?? null, headers);
}
