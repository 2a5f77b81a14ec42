import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ResponseParser } from '@/lib/api-client';
import type { Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

/**
 * One page of a console list: `path` with the table's params as its query string. The schema is given as
 * `import.meta.env.DEV ? Schema : undefined`, so production builds leave it out (lib/api-client.ts).
 */
export async function fetchPage<Row>(
  path: string,
  params: object,
  schema: ResponseParser<{ data: Page<Row> }> | undefined,
): Promise<Page<Row>> {
  const response = await api.get(`${path}${toQueryString(params)}`, { schema });
  return response.data;
}

/** A console table's query, cached by its params; the page on screen stays while the next one loads. */
export const pageQueryOptions = <Params extends object, Row>(
  key: readonly string[],
  params: Params,
  fetch: (params: Params) => Promise<Page<Row>>,
) =>
  queryOptions({
    queryKey: [...key, params],
    queryFn: () => fetch(params),
    placeholderData: keepPreviousData,
  });
