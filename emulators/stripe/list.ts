import { parameterInvalid, resourceMissing } from './errors';
import type { Params } from './params';
import type { ListFilter, ObjectName, PageRequest, StoredObjects, StripeStore } from './store';

// A type alias (not an interface), so a list is also a Record<string, unknown> for expand[].
export type ListObject<T> = {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
};

export function listObject<T>(data: T[], hasMore: boolean, url: string): ListObject<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/** `limit` (1 to 100, default 10), `starting_after`, `ending_before`, as every Stripe list takes. */
function pageRequest(params: Params): PageRequest {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw parameterInvalid('limit', 'parameter_invalid_integer', 'This value must be between 1 and 100 (limit).');
  return { limit, startingAfter: params.string('starting_after') || undefined, endingBefore: params.string('ending_before') || undefined };
}

/** Lists one object type with Stripe's cursor pagination; an unknown cursor id is a resource_missing error. */
export async function listPage<K extends ObjectName>(
  store: StripeStore,
  object: K,
  params: Params,
  filter: ListFilter,
): Promise<{ data: StoredObjects[K][]; hasMore: boolean }> {
  const page = pageRequest(params);
  for (const cursor of ['starting_after', 'ending_before'] as const) {
    const id = cursor === 'starting_after' ? page.startingAfter : page.endingBefore;
    if (id && !(await store.get(id, object))) throw resourceMissing(object, id, cursor);
  }
  return store.list(object, filter, page);
}
