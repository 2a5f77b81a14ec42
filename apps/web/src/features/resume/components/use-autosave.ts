import type { Resume } from '@pathshala/shared/resume';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldOf } from './resume-form-values';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves the résumé a moment after the learner stops typing (debounced PUT), only when the shared schema accepts
 * it; otherwise the schema's messages are handed back per field. `flush` saves now (before an export).
 */
export function useAutosave(
  resume: Resume | null,
  /** False for the draft prefilled from the profile: it is saved at once, so applications can attach it. */
  alreadySaved: boolean,
  save: (resume: Resume) => Promise<unknown>,
  onErrors: (errors: Record<string, string>) => void,
) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<Resume | null>(null);
  const lastSaved = useRef<string | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const run = useCallback(async () => {
    const current = latest.current;
    if (!current) return;
    // zod and the schema arrive with the first check, not with the page (ADR 010).
    const { ZResumeSchema } = await import('@pathshala/shared/resume');
    const checked = ZResumeSchema.safeParse(current);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
      onErrors(errors);
      setStatus('invalid');
      return;
    }
    onErrors({});
    const body = JSON.stringify(checked.data);
    if (body === lastSaved.current) {
      setStatus('saved');
      return;
    }
    setStatus('saving');
    try {
      await save(checked.data);
      lastSaved.current = body;
      setStatus(latest.current === current ? 'saved' : 'pending');
    } catch {
      setStatus('failed');
    }
  }, [save, onErrors]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    saving.current = saving.current.then(run);
    await saving.current;
  }, [run]);

  useEffect(() => {
    if (!resume) return;
    latest.current = resume;
    if (lastSaved.current === null && alreadySaved) {
      // The résumé as loaded: nothing to save until the learner changes something.
      lastSaved.current = JSON.stringify(resume);
      setStatus('saved');
      return;
    }
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      saving.current = saving.current.then(run);
    }, AUTOSAVE_DELAY_MS);
  }, [resume, alreadySaved, run]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, flush };
}
