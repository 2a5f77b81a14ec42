import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { indentUnit } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

const HIGHLIGHTING: Record<CodingLanguage, () => ReturnType<typeof cpp>> = { cpp, java, python, javascript };

const theme = EditorView.theme({
  '&': { fontSize: '14px', height: '100%', backgroundColor: '#fff' },
  '&.cm-focused': { outline: '2px solid #2563eb' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-content': { minHeight: '20rem' },
});

/**
 * Text typed over a selection is put in by the editor rather than by the browser: Chrome's own edit keeps the
 * replaced text's colour in a style attribute, which the Content-Security-Policy refuses (a console error each time).
 */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(event, view) {
    const text = event.data;
    const range = view.state.selection.main;
    if (event.inputType !== 'insertText' || !text || range.empty || view.composing) return false;
    event.preventDefault();
    const replace = () =>
      view.state.update(view.state.replaceSelection(text), { scrollIntoView: true, userEvent: 'input.type' });
    // The editor's own input handlers first (closing brackets wrap the selection), as for any typed text.
    const handled = view.state
      .facet(EditorView.inputHandler)
      .some((handler) => handler(view, range.from, range.to, text, replace));
    if (!handled) view.dispatch(replace());
    return true;
  },
});

interface CodeEditorProps {
  language: CodingLanguage;
  /** The code when the editor opens (the page opens a new editor for another language). */
  initial: string;
  onChange: (source: string) => void;
  label: string;
}

/**
 * CodeMirror 6 with the language's highlighting. It owns the text while the learner types (React does not
 * re-render it per key), so a draft saved meanwhile never overwrites newer keystrokes.
 */
export default function CodeEditor({ language, initial, onChange, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // The editor is made once, with the text it opens with; it owns the text from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!host.current) return;
    // In a shadow root CodeMirror adopts its styles as constructed style sheets; in the document it would add a
    // <style> element, which the site's Content-Security-Policy (style-src 'self') refuses.
    const shadow = host.current.shadowRoot ?? host.current.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    parent.style.height = '100%';
    shadow.append(parent);
    const editor = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          theme,
          typeOverSelection,
          indentUnit.of('    '),
          HIGHLIGHTING[language](),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => {
      editor.destroy();
      parent.remove();
    };
  }, []);

  return <div ref={host} className="h-full overflow-hidden rounded-xl ring-1 ring-slate-300" />;
}
