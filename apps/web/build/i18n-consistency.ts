/**
 * One message, one translation per language (ADR 038; `npm run i18n:check`, scripts/i18n-check.ts). A message's
 * id is a hash of its English and its context, so the same English in two features is one message, kept in each
 * feature's catalogue file: translated two ways, the interface would name one thing differently from page to
 * page, or (when the meanings differ) one of the two pages would say the wrong thing, the English being shared.
 * The cure is the same wording in every file, or a `context` that makes each meaning a message of its own.
 */

/** A catalogue file's messages, as Lingui reads them: by id. */
export interface CatalogueFile {
  /** The file's path, as the report names it. */
  file: string;
  messages: Record<
    string,
    { message?: string; context?: string; translation?: string; obsolete?: boolean } | undefined
  >;
}

export interface ConflictingTranslation {
  id: string;
  /** The English. */
  message: string;
  context?: string;
  /** Each translation with the files that give it, in the order the files came. */
  translations: { translation: string; files: string[] }[];
}

/**
 * The messages that one language's catalogue files translate in more than one way. Files without a translation
 * for a message (a missing one is a problem of its own) and obsolete entries are left out.
 */
export function findConflictingTranslations(files: readonly CatalogueFile[]): ConflictingTranslation[] {
  const byId = new Map<string, { message: string; context?: string; translations: Map<string, string[]> }>();
  for (const { file, messages } of files) {
    for (const [id, entry] of Object.entries(messages)) {
      const translation = entry?.translation?.trim() ? entry.translation : undefined;
      if (!entry || entry.obsolete || translation === undefined) continue;
      const found = byId.get(id) ?? {
        message: entry.message ?? id,
        context: entry.context,
        translations: new Map<string, string[]>(),
      };
      byId.set(id, found);
      found.translations.set(translation, [...(found.translations.get(translation) ?? []), file]);
    }
  }
  return [...byId.entries()]
    .filter(([, found]) => found.translations.size > 1)
    .map(([id, found]) => ({
      id,
      message: found.message,
      ...(found.context === undefined ? {} : { context: found.context }),
      translations: [...found.translations].map(([translation, where]) => ({ translation, files: where })),
    }));
}
