import type { z } from 'zod';
import { ApiError } from './api-error';
import { readLimitedBody } from './read-limited-body';

/** One problem zod found in a body, for a route's own wording of the 400. */
export type RouteBodyIssue = z.core.$ZodIssue;
type Issue = RouteBodyIssue;

interface BodyLimit {
  /** Bytes read at most, counted on the stream. */
  maxBytes: number;
  /** Shown with 413; defaults to a generic sentence. */
  tooLargeMessage?: string;
}

/** How a route's body is read: JSON checked by a zod schema, raw text (signed payloads), or a multipart form. */
export type RouteBody =
  | (BodyLimit & { kind: 'json'; schema: z.ZodType; invalidMessage?: string | ((issue: Issue) => string) })
  | (BodyLimit & { kind: 'text' })
  | (BodyLimit & { kind: 'form'; invalidMessage?: string });

export type ParsedBody<B> = B extends { kind: 'json'; schema: infer S extends z.ZodType }
  ? z.output<S>
  : B extends { kind: 'text' }
    ? string
    : B extends { kind: 'form' }
      ? FormData
      : undefined;

const TOO_LARGE = 'The request is too large.';
const NOT_JSON = 'The body must be JSON.';
const NOT_FORM = 'The body must be a form.';

function invalid(spec: { invalidMessage?: string | ((issue: Issue) => string) }, error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const message = typeof spec.invalidMessage === 'function' && issue ? spec.invalidMessage(issue) : spec.invalidMessage;
  return new ApiError('bad_request', typeof message === 'string' ? message : (issue?.message ?? 'Invalid request.'));
}

/** Reads and checks the body as `spec` says; every refusal is an ApiError (400 or 413). */
export async function parseRouteBody(request: Request, spec: RouteBody): Promise<unknown> {
  if (spec.kind === 'form') return parseRouteForm(request, spec);
  const bytes = await readLimitedBody(request, spec.maxBytes, spec.tooLargeMessage ?? TOO_LARGE);
  const text = Buffer.from(bytes).toString('utf8');
  if (spec.kind === 'text') return text;
  let json: unknown;
  // An empty body is "nothing sent": the schema decides whether that is allowed.
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('bad_request', NOT_JSON);
    }
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) throw invalid(spec, parsed.error);
  return parsed.data;
}

/** Reads a form body (multipart or urlencoded) with a size cap; an unreadable form is a 400 ApiError. */
export async function parseRouteForm(request: Request, spec: BodyLimit & { invalidMessage?: string }): Promise<FormData> {
  const bytes = await readLimitedBody(request, spec.maxBytes, spec.tooLargeMessage ?? TOO_LARGE);
  const type = request.headers.get('content-type') ?? '';
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null);
  if (!form) throw new ApiError('bad_request', spec.invalidMessage ?? NOT_FORM);
  return form;
}

/** Checks the query string against `schema` (each key's last value). */
export function parseRouteQuery(request: Request, schema: z.ZodType): unknown {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw invalid({}, parsed.error);
  return parsed.data;
}
