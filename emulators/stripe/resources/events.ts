import { mustGet, type ApiRoute } from '../api-types';
import { listPage } from '../list';
import { presentList } from '../present';
import type { ListFilter } from '../store';

export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/events\/([^/]+)$/,
    // Events are snapshots: returned exactly as recorded, never re-hydrated.
    handle: async ({ rt, path }) => mustGet(rt.reader, 'event', path[0]),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handle: async ({ rt, params: p }) => {
      const filter: ListFilter = {};
      const type = p.string('type');
      const types = p.strings('types');
      if (type) filter.contains = { type };
      else if (types) filter.fieldIn = { field: 'type', values: types };
      const page = await listPage(rt.reader, 'event', p, filter);
      return presentList(rt.reader, page.data, page.hasMore, '/v1/events', []);
    },
  },
];
