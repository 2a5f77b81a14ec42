import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zodResolver for a shared schema, with zod, the resolver and the schema module loaded on the
 * first validation rather than with the page: a form's page paints without them (zod alone is 25 KB gzipped
 * of a phone's first load), and they arrive while the learner types. Messages and rules are the schema's own.
 *
 *   resolver: lazyZodResolver(async () => (await import('@pathshala/shared/accounts')).ZLoginRequestSchema)
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Loaded,
    );
    // A failed chunk load (offline for a moment) is tried again on the next validation.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
