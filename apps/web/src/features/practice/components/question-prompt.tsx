import { cn } from '@/utils/cn';

/**
 * Prompts are plain text: a question, and after a blank line maybe a passage or a program. A later block that
 * spans several lines, or does not end like a sentence, is code and keeps its layout.
 */
function looksLikeCode(block: string) {
  return block.includes('\n') || !/[.?!"'’]$/.test(block.trim());
}

export function QuestionPrompt({
  prompt,
  id,
  className,
  lang,
}: {
  prompt: string;
  id?: string;
  className?: string;
  /** The language of the prompt when it is not the page's ('hi' for a question shown in Hindi). */
  lang?: string;
}) {
  const [first = '', ...rest] = prompt.split(/\n\n/);
  return (
    <div
      id={id}
      lang={lang}
      data-testid="question-prompt"
      className={cn('flex flex-col gap-4 text-base leading-7 text-slate-900', className)}
    >
      <p className="font-medium whitespace-pre-line">{first}</p>
      {rest.map((block, position) =>
        looksLikeCode(block) ? (
          <pre
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one prompt never reorder
            key={position}
            className="overflow-x-auto rounded-xl bg-slate-900 px-4 py-3 font-mono text-sm leading-6 text-slate-100"
          >
            <code>{block}</code>
          </pre>
        ) : (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one prompt never reorder
            key={position}
            className="whitespace-pre-line text-slate-800"
          >
            {block}
          </p>
        ),
      )}
    </div>
  );
}
