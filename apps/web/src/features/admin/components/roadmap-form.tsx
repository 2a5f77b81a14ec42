import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { DEFAULT_ROADMAP_ICON } from '@pathshala/shared/admin-courses-constants';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveCourseRoadmap } from '../api/save-course-roadmap';
import { OrderedListForm } from './ordered-list-form';

interface Step {
  title: string;
  description: string;
  /** An emoji, checked by the shared schema on save (ZRoadmapRequestSchema). */
  icon: string;
}

const stepsOf = (course: AdminCourseDetail): Step[] =>
  course.roadmap.map(({ title, description, icon }) => ({ title, description, icon }));

const NEW_STEP: Step = { title: '', description: '', icon: DEFAULT_ROADMAP_ICON };

/** The course page's roadmap: steps with a title, a line of text and an emoji, in order, saved as one list. */
export function RoadmapForm({ course, readOnly }: { course: AdminCourseDetail; readOnly: boolean }) {
  const save = useSaveCourseRoadmap();
  return (
    <OrderedListForm
      title="Roadmap"
      rowName="Step"
      field="steps"
      schema={(schemas) => schemas.ZRoadmapRequestSchema}
      saved={stepsOf(course)}
      blank={NEW_STEP}
      empty="No roadmap yet. The course page shows it only when it has steps."
      addLabel="Add a step"
      saveLabel="Save roadmap"
      savedMessage="Roadmap saved"
      readOnly={readOnly}
      save={save}
      request={(steps) => ({ courseId: course.id, steps })}
      savedOf={stepsOf}
      renderFields={({ item, fieldId, error, change }) => (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Input
            id={fieldId('title')}
            label="Step title"
            maxLength={100}
            className="h-11"
            value={item.title}
            error={error('title')}
            onChange={(event) => change({ title: event.target.value })}
          />
          <Input
            id={fieldId('icon')}
            label="Icon (emoji)"
            hint="One or two emoji, e.g. 📘 🚀 🧠"
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            className="h-11 text-xl"
            value={item.icon}
            error={error('icon')}
            onChange={(event) => change({ icon: event.target.value })}
          />
          <Textarea
            id={fieldId('description')}
            label="Step description"
            rows={2}
            maxLength={500}
            containerClassName="sm:col-span-2"
            className="field-sizing-content max-h-60 min-h-20"
            value={item.description}
            error={error('description')}
            onChange={(event) => change({ description: event.target.value })}
          />
        </div>
      )}
    />
  );
}
