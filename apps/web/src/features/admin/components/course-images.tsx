import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { type CourseImageKind, uploadCourseImage, useStoreUploadedCourse } from '../api/upload-course-image';
import { FileUpload } from './file-upload';

const IMAGES: readonly { kind: CourseImageKind; label: string; hint: string }[] = [
  { kind: 'thumbnail', label: 'Thumbnail', hint: 'The catalogue card. 16:9, kept at most 800 px wide.' },
  { kind: 'cover', label: 'Cover', hint: 'The top of the course page. 16:9, kept at most 1600 px wide.' },
];

/** The thumbnail and the cover: JPEG, PNG or WebP up to 10 MB, stored re-encoded as WebP. */
export function CourseImages({ course, readOnly }: { course: AdminCourseDetail; readOnly: boolean }) {
  const stored = useStoreUploadedCourse();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {IMAGES.map(({ kind, label, hint }) => {
        const src = kind === 'thumbnail' ? course.thumbnail : course.coverPhoto;
        return (
          <FileUpload<AdminCourseDetail>
            key={kind}
            label={label}
            accept="image/jpeg,image/png,image/webp"
            chooseLabel={src ? 'Replace' : 'Choose image'}
            current={hint}
            preview={
              <span className="aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-200 sm:w-36">
                {src ? (
                  <img
                    src={src}
                    alt={`${label} of ${course.title}`}
                    width={144}
                    height={81}
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="grid size-full place-items-center text-xs text-slate-500">No image</span>
                )}
              </span>
            }
            send={(file, options) => uploadCourseImage({ courseId: course.id, kind, file, ...options })}
            onDone={stored}
            disabled={readOnly}
            data-testid={`${kind}-upload`}
          />
        );
      })}
    </div>
  );
}
