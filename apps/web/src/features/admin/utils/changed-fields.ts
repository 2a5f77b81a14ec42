/** The fields whose values differ from the saved ones, as a patch to send; null when nothing changed. */
export function changedFields<Values, Field extends keyof Values>(
  values: Values,
  saved: Partial<Values>,
  fields: readonly Field[],
): Partial<Pick<Values, Field>> | null {
  const changed = fields.filter((field) => JSON.stringify(values[field]) !== JSON.stringify(saved[field]));
  return changed.length === 0
    ? null
    : (Object.fromEntries(changed.map((field) => [field, values[field]])) as Partial<Pick<Values, Field>>);
}
