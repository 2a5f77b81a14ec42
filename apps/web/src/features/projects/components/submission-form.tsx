import { Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_FILE } from '@pathshala/shared/projects-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSubmitProject } from '../api/submit-project';
import '../texts';

const MB = 1024 * 1024;

/** What the browser can tell before sending: the server checks the same and the file's content besides. */
function problemOf(repoUrl: string, file: File | null): string | null {
  const link = repoUrl.trim();
  if (!link && !file) return PROJECT_FILE.messages.nothing;
  if (link && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(link))
    return 'The repository link must be an https:// address.';
  if (file && !/\.(pdf|zip)$/i.test(file.name)) return PROJECT_FILE.messages.type;
  if (file && file.size > PROJECT_FILE.maxBytes) return PROJECT_FILE.messages.size;
  return null;
}

/** A new attempt: a repository link and/or one PDF or ZIP of at most 10 MB. */
export function SubmissionForm({ projectId, attempt }: { projectId: string; attempt: number }) {
  const { t, i18n } = useLingui();
  const maxMegabytes = PROJECT_FILE.maxBytes / MB;
  const [repoUrl, setRepoUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitProject();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(repoUrl, file);
    setProblem(found);
    if (found) return;
    submit.mutate(
      { projectId, repoUrl, file },
      {
        onSuccess: () => toast.success(translateText(i18n, PROJECT_FILE.messages.submitted)),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t`Submit your work`}>
      <Input
        label={t`Repository link`}
        type="url"
        inputMode="url"
        placeholder="https://github.com/you/project"
        value={repoUrl}
        onChange={(event) => setRepoUrl(event.target.value)}
        hint={t`A public https:// link to your code.`}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="project-file" className="text-sm font-medium text-slate-800">
          <Trans>File (PDF or ZIP)</Trans>
        </label>
        <input
          id="project-file"
          type="file"
          accept={PROJECT_FILE.accept}
          aria-describedby="project-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id="project-file-hint" className="text-sm text-slate-500">
          <Trans>At most {maxMegabytes} MB. Add a link, a file, or both.</Trans>
        </p>
      </div>
      <FieldError>{problem ? translateText(i18n, problem) : null}</FieldError>
      <Button type="submit" loading={submit.isPending} className="self-start">
        {attempt > 1 ? t`Resubmit (attempt ${attempt})` : t`Submit project`}
      </Button>
    </form>
  );
}
