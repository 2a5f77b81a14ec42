import ts from 'typescript';

/**
 * Finds the texts a component shows that are not in the catalogues (ADR 038): a literal written in JSX would stay
 * English for every reader. `npm run i18n:check` (scripts/i18n-check.ts) runs it over the app's components.
 *
 * Flagged, outside `<Trans>`, `<Plural>`, `<Select>` and `<SelectOrdinal>`:
 * - JSX text with a letter in it;
 * - a string (or a template's fixed parts) given as a JSX child, `{busy ? 'Saving…' : 'Save'}`;
 * - a string given to an attribute or prop that people read or hear (`TEXT_ATTRIBUTES`);
 * - a string given to a function that shows it (`TEXT_CALLS`: the tab's title, toasts, the browser's dialogs).
 * What the macros write (`t\`…\``, `msg\`…\``) is an expression, never a literal, so it is not flagged. A literal
 * that is not a text (a brand's wordmark split in two, a keyboard key) is let through by a comment saying
 * `i18n-ignore` and why, on its line or the line before.
 */

/** The Lingui elements whose content is a message. */
export const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/**
 * Attributes and props whose value is read or heard: the HTML and ARIA ones, and the text props of our own
 * components (components/ui, the features' shared parts).
 */
export const TEXT_ATTRIBUTES = new Set([
  // HTML and ARIA.
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
  // Our components' text props.
  'actionLabel',
  'body',
  'cancelLabel',
  'caption',
  'confirmLabel',
  'description',
  'emptyText',
  'eyebrow',
  'heading',
  'helperText',
  'hint',
  'intro',
  'legend',
  'loadingLabel',
  'message',
  'subject',
  'submitLabel',
  'subtitle',
  'tooltip',
]);

/** Functions whose first argument is shown to the reader. */
export const TEXT_CALLS = new Set([
  'useDocumentTitle',
  'toast.success',
  'toast.error',
  'toast.info',
  'toast.warning',
  'alert',
  'confirm',
  'window.alert',
  'window.confirm',
]);

/**
 * Names that read the same in every language, so a literal made of them (with punctuation and numbers) is not a
 * text to translate: the brand and the services and technologies named as they are. Kept short: a word here is
 * never flagged anywhere.
 */
export const PROPER_NAMES = [
  'Pathshala',
  'Google',
  'GitHub',
  'LinkedIn',
  'YouTube',
  'WhatsApp',
  'Instagram',
  'Razorpay',
  'UPI',
  'Python',
  'JavaScript',
  'Java',
  'C++',
  'SQL',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAMES = new RegExp(
  `(?<![\\p{L}\\d])(?:${PROPER_NAMES.map(escapeRegExp).join('|')})(?![\\p{L}\\d])`,
  'gu',
);

/**
 * Whether a literal holds words to translate: letters left once the proper names, e-mail addresses, web
 * addresses and HTML entities are taken out.
 */
export function needsTranslation(text: string): boolean {
  const rest = text
    .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(NAMES, ' ');
  return /\p{L}/u.test(rest);
}

export interface Literal {
  /** 1-based. */
  line: number;
  /** `text` for JSX text and children, else the attribute's name. */
  where: string;
  text: string;
}

/** The fixed text parts of an expression that is (or chooses between) literals. */
function literalParts(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return literalParts(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalParts(expression.whenTrue), ...literalParts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalParts(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalParts(expression.left), ...literalParts(expression.right)];
  }
  return [];
}

const IGNORE = 'i18n-ignore';

const tagName = (element: ts.JsxOpeningLikeElement) => element.tagName.getText();

/** Whether a node is inside a Lingui message element (its text is the message). */
function inMessage(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MESSAGE_ELEMENTS.has(tagName(parent.openingElement))) return true;
  }
  return false;
}

/** The literals of one component module that should come from the catalogues. */
export function findLiterals(source: string, fileName = 'component.tsx'): Literal[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const found: Literal[] = [];
  const report = (node: ts.Node, where: string, text: string) => {
    if (!needsTranslation(text)) return;
    // JSX text starts with the whitespace before its words: its line is the line of its first word (counted
    // from where the text starts; getStart has already skipped that whitespace).
    const start = ts.isJsxText(node)
      ? node.pos + node.text.length - node.text.trimStart().length
      : node.getStart(file);
    const { line } = file.getLineAndCharacterOfPosition(start);
    if (lines[line]?.includes(IGNORE) || lines[line - 1]?.includes(IGNORE)) return;
    found.push({ line: line + 1, where, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces && !inMessage(node)) report(node, 'text', node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      if (!inMessage(node)) for (const text of literalParts(node.expression)) report(node, 'text', text);
    } else if (ts.isCallExpression(node) && TEXT_CALLS.has(node.expression.getText(file))) {
      const [first] = node.arguments;
      if (first)
        for (const text of literalParts(first)) report(node, `${node.expression.getText(file)}()`, text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const element = node.parent.parent;
      if (TEXT_ATTRIBUTES.has(name) && !MESSAGE_ELEMENTS.has(tagName(element))) {
        const value = node.initializer;
        const parts = ts.isStringLiteral(value)
          ? [value.text]
          : ts.isJsxExpression(value) && value.expression
            ? literalParts(value.expression)
            : [];
        for (const text of parts) report(node, name, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
