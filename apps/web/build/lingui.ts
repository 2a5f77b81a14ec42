import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { types as BabelTypes, PluginObj } from '@babel/core';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui } from '@lingui/vite-plugin';
import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin } from 'vite';

/**
 * The interface texts are written in English in the components, through Lingui's macros (ADR 038). The macros
 * keep each text beside its id in the build (`stripMessageField: false`), so English needs no catalogue: a page's
 * English texts stay in that page's chunk, as they were before the interface had catalogues, and an
 * English-only visitor downloads no catalogue at all. Another language's catalogue is loaded on demand.
 *
 * Lingui compiles catalogues at build time and has no message parser at run time (the parser would add about
 * 7 KB to every page). So the English texts are compiled here the same way: a text with an argument, a plural or
 * an escape becomes the compiled form Lingui's catalogues hold; a plain text stays a string.
 */
const compiled = (text: string) => {
  const message = compileMessage(text);
  return Array.isArray(message) && message.length === 1 && message[0] === text ? undefined : message;
};

/**
 * A text's key, in the build and in the catalogues alike. A plain English text without a context is its own key:
 * the build then carries it once (`{ id: "Save" }`, which Lingui shows as it is when no catalogue has it) instead
 * of beside a hashed id — about 1 KB less on every page's first load. A text with an argument, a plural or a
 * context keeps Lingui's id.
 */
export function messageKey(message: string, context?: string): string {
  return !context && compiled(message) === undefined ? message : generateMessageId(message, context);
}

function compileSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  /** The descriptor's new id and message (undefined: no message field) for a macro's `id` and `message`. */
  const rewrite = (id: string, text: string) => {
    const message = compiled(text);
    // The macro hashed the text alone: no context.
    if (message === undefined && generateMessageId(text) === id) return { id: text, message: undefined };
    return { id, message: message ?? text };
  };
  return {
    name: 'compile-source-messages',
    visitor: {
      // On the program's exit: after the macros have written every descriptor.
      Program: {
        exit(program) {
          program.traverse({
            // <Trans id="…" message="…" /> as the JSX macro leaves it.
            JSXOpeningElement(path) {
              const attribute = (name: string) =>
                path.node.attributes.find(
                  (a): a is BabelTypes.JSXAttribute =>
                    t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }) && t.isStringLiteral(a.value),
                );
              const id = attribute('id');
              const message = attribute('message');
              if (!id || !message) return;
              const next = rewrite(
                (id.value as BabelTypes.StringLiteral).value,
                (message.value as BabelTypes.StringLiteral).value,
              );
              id.value = t.stringLiteral(next.id);
              if (next.message === undefined)
                path.node.attributes = path.node.attributes.filter((a) => a !== message);
              else if (typeof next.message !== 'string')
                message.value = t.jsxExpressionContainer(t.valueToNode(next.message));
            },
            // { id: "…", message: "…" } as t`…`, msg`…` and plural() leave it.
            ObjectExpression(path) {
              const property = (name: string) =>
                path.node.properties.find(
                  (p): p is BabelTypes.ObjectProperty & { value: BabelTypes.StringLiteral } =>
                    t.isObjectProperty(p) && t.isIdentifier(p.key, { name }) && t.isStringLiteral(p.value),
                );
              const id = property('id');
              const message = property('message');
              if (!id || !message) return;
              const next = rewrite(id.value.value, message.value.value);
              id.value = t.stringLiteral(next.id);
              // A descriptor shown at once needs no message beside an English id: t`…` (`_t({…})`,
              // `i18n._({…})`) and <Trans> (`<_Trans {...{…}} />`). One kept for later (msg`…`) keeps it, so code
              // that reads a declared text's English still can.
              const parent = path.parentPath;
              const callee = parent.isCallExpression() ? parent.node.callee : undefined;
              const shownAtOnce =
                parent.isJSXSpreadAttribute() ||
                (t.isIdentifier(callee) && /^_t\d*$/.test(callee.name)) ||
                (t.isMemberExpression(callee) && t.isIdentifier(callee.property, { name: '_' }));
              if (next.message === undefined && shownAtOnce)
                path.node.properties = path.node.properties.filter((p) => p !== message);
              else if (next.message !== undefined && typeof next.message !== 'string')
                message.value = t.valueToNode(next.message) as never;
            },
          });
        },
      },
    },
  };
}

export const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/** Lingui's macros, for the modules that import them only (Babel is slow; every other module skips it). */
export const linguiPreset = () => {
  // Named, not searched for: the app's build, its server renderer and the test runner start in different folders.
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return defineRolldownBabelPreset({
    preset: () => ({
      plugins: [
        ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }],
        compileSourceMessages,
      ],
    }),
    rolldown: { filter: { code: /@lingui\/(?:react|core)\/macro/ } },
  });
};

/**
 * Lingui's Vite plugin, with each language's catalogue keyed as the build keys the texts (`messageKey`): a
 * catalogue file imported becomes its compiled messages. A message without a translation is left out, and the
 * English the component carries is shown.
 */
export function linguiCatalogues(): Plugin[] {
  const config = getConfig({ configPath: LINGUI_CONFIG });
  const [macroGuard, compiler] = lingui({ configPath: LINGUI_CONFIG }) as [Plugin, Plugin];
  return [
    macroGuard,
    {
      ...compiler,
      async transform(_source, id) {
        const file = id.split('?')[0] ?? id;
        if (!file.endsWith('.po')) return undefined;
        const found = getCatalogForFile(path.relative(config.rootDir, file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is not one of the catalogues lingui.config.ts names`);
        const { locale, catalog } = found;
        this.addWatchFile(file);
        const messages: Record<string, string> = {};
        for (const [key, entry] of Object.entries((await catalog.read(locale)) ?? {})) {
          const source = entry.message ?? key;
          const translation = entry.translation || (locale === config.sourceLocale ? source : '');
          if (translation) messages[messageKey(source, entry.context)] = translation;
        }
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
        if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  ];
}
