import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import type { CourseVersion } from '@pathshala/shared/translations';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useUpdateCourse } from '../api/update-course';
import { schemaProblems } from '../utils/schema-problem';
import { Notice, problemMessage } from './notice';

/** The Hindi texts as typed: lists one line each, as the English form takes them. */
interface HindiDraft {
  title: string;
  description: string;
  detailDescription: string;
  overview: string;
  whatYouWillLearn: string;
}

const draftOf = (course: AdminCourseDetail): HindiDraft => {
  const hindi = course.translations['hi-IN'] ?? {};
  return {
    title: hindi.title ?? '',
    description: (hindi.description ?? []).join('\n'),
    detailDescription: hindi.detailDescription ?? '',
    overview: hindi.overview ?? '',
    whatYouWillLearn: (hindi.whatYouWillLearn ?? []).join('\n'),
  };
};

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The version as the API takes it: a blank box is left out, and the course page shows the English text there. */
function versionOf(draft: HindiDraft): CourseVersion {
  const version: CourseVersion = {};
  if (draft.title.trim()) version.title = draft.title;
  if (linesOf(draft.description).length) version.description = linesOf(draft.description);
  if (draft.detailDescription.trim()) version.detailDescription = draft.detailDescription;
  if (draft.overview.trim()) version.overview = draft.overview;
  if (linesOf(draft.whatYouWillLearn).length) version.whatYouWillLearn = linesOf(draft.whatYouWillLearn);
  return version;
}

/** The English text beside its Hindi box, so the translator reads what they translate. */
function English({ children }: { children: string }) {
  if (!children.trim()) return null;
  return (
    <p className="line-clamp-4 text-sm whitespace-pre-line text-slate-500">
      <span className="font-semibold text-slate-600">English: </span>
      {children}
    </p>
  );
}

/**
 * The course's Hindi version beside its English texts: title, highlights, description, overview and what you'll
 * learn. Any box may stay empty (that field shows in English). Checked with the API's schema before it is sent;
 * the server audits the change like any course edit.
 */
export function CourseTranslationForm({
  course,
  readOnly,
}: {
  course: AdminCourseDetail;
  readOnly: boolean;
}) {
  const update = useUpdateCourse();
  const [draft, setDraft] = useState(() => draftOf(course));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const set = (field: keyof HindiDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const problem = (field: keyof CourseVersion) => problems.get(`translations.hi-IN.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const patch = { translations: { 'hi-IN': versionOf(draft) } };
    const found = await schemaProblems((schemas) => schemas.ZUpdateCourseRequestSchema, patch);
    // A list's line reports under its index; the field shows the first of them.
    const byField = new Map<string, string>();
    for (const [path, message] of found) {
      const field = path.split('.').slice(0, 3).join('.');
      if (!byField.has(field)) byField.set(field, message);
    }
    setProblems(byField);
    if (byField.size > 0) return;
    update.mutate(
      { courseId: course.id, patch },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toast.success('Hindi version saved');
        },
        onError: (error) => toast.error(problemMessage(error)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Hindi version"
      onSubmit={submit}
      className="flex flex-col gap-5"
      data-testid="course-hindi-form"
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Input
            label="Title in Hindi"
            lang="hi"
            maxLength={150}
            value={draft.title}
            error={problem('title')}
            onChange={(event) => set('title')(event.target.value)}
          />
          <English>{course.title}</English>
        </div>
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Textarea
              label="Highlights in Hindi"
              hint="One per line, in the order of the English ones."
              lang="hi"
              rows={4}
              className="field-sizing-content max-h-96"
              value={draft.description}
              error={problem('description')}
              onChange={(event) => set('description')(event.target.value)}
            />
            <English>{course.description.join('\n')}</English>
          </div>
          <div className="flex flex-col gap-1.5">
            <Textarea
              label="What you'll learn in Hindi"
              hint="One per line."
              lang="hi"
              rows={4}
              className="field-sizing-content max-h-96"
              value={draft.whatYouWillLearn}
              error={problem('whatYouWillLearn')}
              onChange={(event) => set('whatYouWillLearn')(event.target.value)}
            />
            <English>{course.whatYouWillLearn.join('\n')}</English>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Textarea
            label="Overview in Hindi"
            lang="hi"
            rows={4}
            maxLength={5000}
            className="field-sizing-content max-h-96"
            value={draft.overview}
            error={problem('overview')}
            onChange={(event) => set('overview')(event.target.value)}
          />
          <English>{course.overview}</English>
        </div>
        <div className="flex flex-col gap-1.5">
          <Textarea
            label="Description in Hindi"
            lang="hi"
            rows={6}
            maxLength={10_000}
            className="field-sizing-content max-h-[32rem]"
            value={draft.detailDescription}
            error={problem('detailDescription')}
            onChange={(event) => set('detailDescription')(event.target.value)}
          />
          <English>{course.detailDescription}</English>
        </div>
      </fieldset>
      {update.isError ? <Notice tone="error">{problemMessage(update.error)}</Notice> : null}
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
          <Button type="submit" loading={update.isPending}>
            Save Hindi version
          </Button>
          <span className="text-sm text-slate-500">
            An empty box shows the English text to Hindi readers.
          </span>
        </div>
      )}
    </form>
  );
}
