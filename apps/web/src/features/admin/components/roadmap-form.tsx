import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { ROADMAP_ICONS } from '@pathshala/shared/admin-courses-constants';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveCourseRoadmap } from '../api/save-course-roadmap';
import { ROADMAP_ICON_LABEL } from '../utils/course-labels';
import { OrderedListForm } from './ordered-list-form';

type RoadmapIcon = (typeof ROADMAP_ICONS)[number];

interface Step {
  title: string;
  description: string;
  icon: RoadmapIcon;
}

const isRoadmapIcon = (icon: string): icon is RoadmapIcon =>
  (ROADMAP_ICONS as readonly string[]).includes(icon);

const stepsOf = (course: AdminCourseDetail): Step[] =>
  course.roadmap.map(({ title, description, icon }) => ({
    title,
    description,
    icon: isRoadmapIcon(icon) ? icon : 'book',
  }));

const NEW_STEP: Step = { title: '', description: '', icon: 'book' };

const ICON_OPTIONS = ROADMAP_ICONS.map((icon) => ({ value: icon, label: ROADMAP_ICON_LABEL[icon] ?? icon }));

/** The course page's roadmap: steps with a title, a line of text and a badge, in order, saved as one list. */
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
          <Select
            id={fieldId('icon')}
            label="Badge"
            className="h-11"
            options={ICON_OPTIONS}
            value={item.icon}
            error={error('icon')}
            onChange={(event) =>
              change({ icon: isRoadmapIcon(event.target.value) ? event.target.value : 'book' })
            }
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
