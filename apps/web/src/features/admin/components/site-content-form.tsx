import { CATALOGUE_IMAGE_MAX_BYTES } from '@pathshala/shared/admin-courses-constants';
import {
  PLACEMENT_LEVELS,
  PLACEMENT_STATUSES,
  PLACEMENT_TOPICS,
} from '@pathshala/shared/admin-site-content-constants';
import { POSITION_CATEGORIES, YEARS_OF_STUDY } from '@pathshala/shared/engagement-constants';
import { POSITION_KINDS, PROGRAMMES, WORK_MODES } from '@pathshala/shared/jobs-board-constants';
import { isKnownServicePath, UNKNOWN_SERVICE_PATH_WARNING } from '@pathshala/shared/service-paths';
import { Fragment, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useCreateSiteContent } from '../api/create-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';
import { uploadSiteContentImage, useStoreUploadedSiteContent } from '../api/upload-site-content-image';
import {
  imageUploadOf,
  itemName,
  SITE_CONTENT_LABEL,
  type SiteContentItem,
  type SiteContentType,
} from '../utils/site-content-types';
import { PlusIcon, TrashIcon } from './console-icons';
import { FileUpload } from './file-upload';
import { Notice, problemMessage } from './notice';
import { Thumbnail } from './site-content-previews';

type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'image'
  | 'textarea'
  | 'select'
  | 'number'
  | 'checkbox'
  | 'lines'
  | 'date'
  | 'choices'
  | 'tags';

interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** An empty field is saved as null (no discount, no button), not as ''. */
  emptyIsNull?: boolean;
  /** Spans both columns of the form (an image field always does, for its preview). */
  wide?: boolean;
  maxLength?: number;
  /** Image previews: a round photo (mentors, testimonials). */
  round?: boolean;
  /** An image that can also be uploaded: how the server keeps it. */
  kept?: string;
}

const IMAGE_HINT = 'A web address (https://…) or a path on this site (/images/…).';
const SQUARE_PHOTO = 'Kept as a 512 px square.';
const CARD_IMAGE = 'Kept at most 800 px wide.';
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The fields of each type, in the order the form shows them (the shared schemas say what each accepts). */
const FIELDS: Record<SiteContentType, readonly FieldSpec[]> = {
  banners: [
    {
      name: 'imageUrl',
      label: 'Image',
      kind: 'image',
      required: true,
      hint: IMAGE_HINT,
      kept: 'Kept at most 1920 px wide; the slide shows it 3:1 on wide screens.',
    },
    { name: 'headline', label: 'Headline', kind: 'text', maxLength: 150, hint: 'Written over the artwork.' },
    { name: 'subline', label: 'Subline', kind: 'text', maxLength: 300 },
    { name: 'ctaLabel', label: 'Button label', kind: 'text', maxLength: 40, emptyIsNull: true },
    {
      name: 'link',
      label: 'Button link',
      kind: 'url',
      emptyIsNull: true,
      hint: 'A page of this site (/courses) or a web address. Empty: no button.',
    },
    {
      name: 'alt',
      label: 'Alt text',
      kind: 'text',
      maxLength: 200,
      wide: true,
      hint: 'What the artwork shows, for screen readers.',
    },
  ],
  services: [
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      maxLength: 100,
      wide: true,
      hint: 'The card links to /{title}. Write a page’s path exactly (Placement Preparation, courses, Careers …) to open that page.',
    },
    { name: 'coverPhoto', label: 'Cover image', kind: 'image', hint: IMAGE_HINT, kept: CARD_IMAGE },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true, maxLength: 2000 },
  ],
  mentors: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    { name: 'email', label: 'E-mail', kind: 'email', required: true },
    {
      name: 'profilePhoto',
      label: 'Profile photo',
      kind: 'image',
      round: true,
      hint: IMAGE_HINT,
      kept: SQUARE_PHOTO,
    },
    {
      name: 'coverPhoto',
      label: 'Cover image',
      kind: 'image',
      hint: 'Shown in the mentor’s popup.',
      kept: 'Kept at most 1600 px wide.',
    },
    {
      name: 'linkedIn',
      label: 'LinkedIn',
      kind: 'url',
      wide: true,
      hint: 'Empty: the popup links to the default profile.',
    },
    { name: 'description', label: 'About', kind: 'textarea', wide: true, maxLength: 2000 },
  ],
  testimonials: [
    { name: 'message', label: 'Message', kind: 'textarea', required: true, wide: true, maxLength: 2000 },
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'designation',
      label: 'Designation',
      kind: 'text',
      maxLength: 150,
      hint: 'e.g. B.Tech CSE, 2025',
    },
    {
      name: 'profilePhoto',
      label: 'Photo',
      kind: 'image',
      round: true,
      hint: `${IMAGE_HINT} Empty: initials.`,
      kept: SQUARE_PHOTO,
    },
  ],
  collaborators: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    { name: 'website', label: 'Website', kind: 'url' },
    {
      name: 'logo',
      label: 'Logo',
      kind: 'image',
      required: true,
      hint: IMAGE_HINT,
      kept: 'Fitted into 480 × 192 px, the rest transparent.',
    },
  ],
  'placement-courses': [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 150, wide: true },
    {
      name: 'subject',
      label: 'Subject',
      kind: 'select',
      required: true,
      options: choices(PLACEMENT_TOPICS),
      hint: 'The placement topic: the page’s tab the course shows under.',
    },
    { name: 'instructorName', label: 'Instructor', kind: 'text', maxLength: 100 },
    { name: 'level', label: 'Level', kind: 'select', options: choices(PLACEMENT_LEVELS) },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: PLACEMENT_STATUSES.map((value) => ({
        value,
        label: value === 'coming soon' ? 'Coming soon (no price shown)' : 'Published',
      })),
    },
    { name: 'realPrice', label: 'Real price (₹)', kind: 'number' },
    {
      name: 'discountedPrice',
      label: 'Discounted price (₹)',
      kind: 'number',
      emptyIsNull: true,
      hint: 'Empty: no discount.',
    },
    {
      name: 'price',
      label: 'Card price (₹)',
      kind: 'number',
      hint: 'Empty: the discounted price, else the real one.',
    },
    { name: 'review', label: 'Review (0 to 5 stars)', kind: 'number' },
    {
      name: 'coverPhoto',
      label: 'Cover image',
      kind: 'image',
      hint: IMAGE_HINT,
      kept: `${CARD_IMAGE} The card shows it 16:9.`,
    },
    { name: 'description', label: 'What it includes', kind: 'lines', wide: true },
  ],
  positions: [
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      maxLength: 150,
      hint: 'Applications name the position by its title.',
    },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: POSITION_KINDS.map((value) => ({ value, label: value === 'job' ? 'Job' : 'Internship' })),
      hint: 'Internships are also listed on the internships page.',
    },
    { name: 'category', label: 'Category', kind: 'select', options: choices(POSITION_CATEGORIES) },
    { name: 'team', label: 'Company or team', kind: 'text', maxLength: 100 },
    { name: 'location', label: 'Location', kind: 'select', options: choices(WORK_MODES) },
    { name: 'city', label: 'City', kind: 'text', maxLength: 80, hint: 'Empty for remote work.' },
    {
      name: 'durationMonths',
      label: 'Duration (months)',
      kind: 'number',
      emptyIsNull: true,
      hint: 'Internships: 3 to 6 months as a rule.',
    },
    {
      name: 'payMin',
      label: 'Pay from (₹)',
      kind: 'number',
      emptyIsNull: true,
      hint: 'Stipend per month for an internship, CTC per annum for a job.',
    },
    { name: 'payMax', label: 'Pay up to (₹)', kind: 'number', emptyIsNull: true },
    { name: 'openings', label: 'Openings', kind: 'number', emptyIsNull: true },
    {
      name: 'deadline',
      label: 'Application deadline',
      kind: 'date',
      hint: 'Applications close at the end of this day, India time. Empty: no deadline.',
    },
    {
      name: 'eligibleYears',
      label: 'Open to years of study',
      kind: 'choices',
      wide: true,
      options: YEARS_OF_STUDY,
      hint: 'None ticked: every year.',
    },
    {
      name: 'eligibleProgrammes',
      label: 'Open to programmes',
      kind: 'choices',
      wide: true,
      options: choices(PROGRAMMES),
      hint: 'None ticked: every programme.',
    },
    {
      name: 'skills',
      label: 'Skills',
      kind: 'tags',
      wide: true,
      hint: 'Separated by commas: React, SQL, Figma.',
    },
    { name: 'detailedDescription', label: 'Description', kind: 'textarea', wide: true, maxLength: 5000 },
    { name: 'open', label: 'Open: listed on the board', kind: 'checkbox', wide: true },
  ],
};

const createResolver = (type: SiteContentType) =>
  lazyZodResolver(async () => (await import('./site-content-form-schemas')).CREATE_SCHEMAS[type] as never);
const updateResolver = (type: SiteContentType) =>
  lazyZodResolver(async () => (await import('./site-content-form-schemas')).UPDATE_SCHEMAS[type] as never);

const toNumber = (emptyIsNull: boolean | undefined) => (value: unknown) =>
  value === '' || value === null || value === undefined ? (emptyIsNull ? null : undefined) : Number(value);
const toText = (emptyIsNull: boolean | undefined) => (value: unknown) =>
  emptyIsNull && value === '' ? null : value;

/** A new item starts with the schema's defaults: empty text, the first choice, open. */
function defaultsOf(type: SiteContentType, item: SiteContentItem | undefined): FieldValues {
  const values: FieldValues = {};
  for (const field of FIELDS[type]) {
    const stored = item ? (item as unknown as Record<string, unknown>)[field.name] : undefined;
    if (item) values[field.name] = stored;
    else if (field.kind === 'select') values[field.name] = field.options?.[0]?.value;
    else if (field.kind === 'checkbox') values[field.name] = true;
    else if (field.kind === 'lines' || field.kind === 'choices' || field.kind === 'tags')
      values[field.name] = [];
    else if (field.kind === 'date') values[field.name] = null;
    else if (field.kind === 'number') values[field.name] = field.emptyIsNull ? null : undefined;
    else values[field.name] = field.emptyIsNull ? null : '';
  }
  return values;
}

/** The first message under a field, a nested one included (a line of the description). */
const messageOf = (errors: FieldErrors, name: string) => {
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
};

const UPLOAD_TYPES = `JPEG, PNG or WebP up to ${CATALOGUE_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * An image's address, with a preview of what it shows; for an item that exists, also a file upload, saved at once
 * (the field then shows the uploaded image's address).
 */
function ImageField({
  type,
  item,
  field,
  control,
  register,
  error,
  onUploaded,
}: {
  type: SiteContentType;
  item?: SiteContentItem;
  field: FieldSpec;
  control: Control;
  register: UseFormRegister<FieldValues>;
  error?: string;
  onUploaded: (saved: SiteContentItem) => void;
}) {
  const src = (useWatch({ control, name: field.name }) as string | null) ?? '';
  const image = field.kept ? imageUploadOf(type, field.name) : undefined;
  const store = useStoreUploadedSiteContent(type);
  const label = field.label.toLowerCase();
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex items-start gap-4">
        <Input
          label={field.label}
          required={field.required}
          hint={field.hint}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          containerClassName="min-w-0 flex-1"
          error={error}
          {...register(field.name, { setValueAs: toText(field.emptyIsNull) })}
        />
        {/* What the address shows now, so a wrong one is seen before it is saved. */}
        <div className="mt-7 flex flex-col items-center gap-1">
          <Thumbnail
            src={/^(https?:\/\/|\/)/.test(src.trim()) ? src.trim() : ''}
            round={field.round}
            fit={field.round ? 'cover' : 'contain'}
            className={field.round ? 'size-16' : 'h-16 w-24'}
          />
          <span className="text-xs text-slate-500">Preview</span>
        </div>
      </div>
      {image && item ? (
        <FileUpload<SiteContentItem>
          label="Or upload a file"
          context={`for the ${label}`}
          accept="image/jpeg,image/png,image/webp"
          chooseLabel="Choose image"
          current={`${UPLOAD_TYPES}, saved at once. ${field.kept}`}
          send={(file, options) => uploadSiteContentImage({ type, id: item.id, image, file, ...options })}
          onDone={(saved) => {
            store(saved);
            onUploaded(saved);
          }}
          data-testid={`${field.name}-upload`}
        />
      ) : image ? (
        <p className="text-sm text-slate-500">
          An image file can be uploaded once the {SITE_CONTENT_LABEL[type].one} is created, from its Edit.
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §2: a service card links to /{title}. A title that is no page of the site is still saved (our site shows
 * the Coming-soon page there), with a warning, as it is typed.
 */
function ServiceTitleWarning({ control }: { control: Control }) {
  const title = ((useWatch({ control, name: 'title' }) as string | undefined) ?? '').trim();
  if (title === '' || isKnownServicePath(title)) return null;
  return (
    <Notice tone="warning" className="sm:col-span-2">
      {UNKNOWN_SERVICE_PATH_WARNING}
    </Notice>
  );
}

interface DescriptionLine {
  text: string;
  realPrice: number | null;
  price: number | null;
}
/** A line as typed: prices stay text until they are sent (so '12.' can become '12.5'). */
interface DraftLine {
  key: number;
  text: string;
  realPrice: string;
  price: string;
}

const priceText = (price: number | null | undefined) =>
  price === null || price === undefined ? '' : String(price);
const priceOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The placement card's ticked lines, each with an optional price of its own. */
function DescriptionLines({ control, errors }: { control: Control; errors: FieldErrors }) {
  const lineErrors = errors.description as
    | (Record<string, { message?: string }> | undefined)[]
    | { message?: string }
    | undefined;
  const lineError = (index: number, name: string) =>
    Array.isArray(lineErrors) ? lineErrors[index]?.[name]?.message : undefined;
  const listError = Array.isArray(lineErrors) ? undefined : lineErrors?.message;
  return (
    <Controller
      control={control}
      name="description"
      render={({ field }) => (
        <DescriptionLinesEditor
          initial={(field.value as DescriptionLine[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          lineError={lineError}
          listError={listError}
        />
      )}
    />
  );
}

function DescriptionLinesEditor({
  initial,
  onChange,
  onBlur,
  lineError,
  listError,
}: {
  initial: DescriptionLine[];
  onChange: (lines: DescriptionLine[]) => void;
  onBlur: () => void;
  lineError: (index: number, name: string) => string | undefined;
  listError: string | undefined;
}) {
  const nextKey = useRef(initial.length);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    initial.map((line, index) => ({
      key: index,
      text: line.text,
      realPrice: priceText(line.realPrice),
      price: priceText(line.price),
    })),
  );
  const change = (next: DraftLine[]) => {
    setLines(next);
    onChange(
      next.map((line) => ({
        text: line.text,
        realPrice: priceOf(line.realPrice),
        price: priceOf(line.price),
      })),
    );
  };
  const edit = (key: number, patch: Partial<DraftLine>) =>
    change(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">What it includes</legend>
      <p className="-mt-1 text-sm text-slate-500">
        The card’s ticked lines. A line may carry a price of its own (an add-on); leave its prices empty
        otherwise.
      </p>
      {lines.length === 0 ? <p className="text-sm text-slate-600">No lines yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <li
            key={line.key}
            className="grid gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200/70 sm:grid-cols-[minmax(0,1fr)_7.5rem_7.5rem_auto] sm:items-start"
          >
            <Input
              label={`Line ${index + 1}`}
              required
              maxLength={300}
              value={line.text}
              onChange={(event) => edit(line.key, { text: event.target.value })}
              onBlur={onBlur}
              error={lineError(index, 'text')}
            />
            <Input
              label={
                <>
                  <span className="sr-only">Line {index + 1} </span>Real price (₹)
                </>
              }
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={line.realPrice}
              onChange={(event) => edit(line.key, { realPrice: event.target.value })}
              onBlur={onBlur}
              error={lineError(index, 'realPrice')}
            />
            <Input
              label={
                <>
                  <span className="sr-only">Line {index + 1} </span>Price (₹)
                </>
              }
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={line.price}
              onChange={(event) => edit(line.key, { price: event.target.value })}
              onBlur={onBlur}
              error={lineError(index, 'price')}
            />
            <Button
              variant="ghost"
              size="sm"
              className="text-red-800 hover:bg-red-50 sm:mt-7"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => change(lines.filter((candidate) => candidate.key !== line.key))}
            >
              <TrashIcon className="size-4" />
              <span className="sm:sr-only">Remove</span>
            </Button>
          </li>
        ))}
      </ol>
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={lines.length >= 30}
        onClick={() => {
          nextKey.current += 1;
          change([...lines, { key: nextKey.current, text: '', realPrice: '', price: '' }]);
        }}
      >
        <PlusIcon className="size-4" />
        Add a line
      </Button>
    </fieldset>
  );
}

/** A list typed as one line, separated by commas; the list is what the form keeps. */
function TagsInput({
  label,
  hint,
  className,
  error,
  initial,
  onChange,
  onBlur,
}: {
  label: string;
  hint?: string;
  className?: string;
  error?: string;
  initial: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
}) {
  const [typed, setTyped] = useState(() => initial.join(', '));
  return (
    <Input
      label={label}
      hint={hint}
      containerClassName={className}
      error={error}
      autoComplete="off"
      value={typed}
      onBlur={onBlur}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

interface SiteContentFormProps {
  type: SiteContentType;
  /** The item to edit; none to create one. */
  item?: SiteContentItem;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Creates or edits an item of any content type, checked with the shared schemas before it is sent; an edit sends
 * only the fields that changed. The server's refusals show under the form.
 */
export function SiteContentForm({ type, item, onDone, onCancel }: SiteContentFormProps) {
  const create = useCreateSiteContent();
  const update = useUpdateSiteContent();
  const mutation = item ? update : create;
  const fields = FIELDS[type];
  const label = SITE_CONTENT_LABEL[type];
  // An upload is saved by itself: afterwards Save closes the form even with nothing else changed.
  const [uploaded, setUploaded] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, dirtyFields },
  } = useForm<FieldValues>({
    resolver: (item ? updateResolver(type) : createResolver(type)) as unknown as Resolver<FieldValues>,
    defaultValues: defaultsOf(type, item),
  });
  const capitalised = label.one.charAt(0).toUpperCase() + label.one.slice(1);

  const submit = handleSubmit(async (values) => {
    create.reset();
    update.reset();
    try {
      if (!item) {
        await create.mutateAsync({ type, fields: values });
        toast.success(`${capitalised} created`);
        onDone();
        return;
      }
      // An emptied field that cannot be empty on an edit (the card price) keeps its value: it is not sent.
      const changed = fields
        .map((field) => field.name)
        .filter((name) => dirtyFields[name] && values[name] !== undefined);
      if (changed.length === 0 && uploaded) {
        onDone();
        return;
      }
      if (changed.length === 0) {
        setError('root', { message: 'Nothing to change.' });
        return;
      }
      const patch = Object.fromEntries(changed.map((name) => [name, values[name]]));
      const saved = await update.mutateAsync({ type, id: item.id, patch });
      toast.success(`Saved ${itemName(type, saved)}`);
      onDone();
    } catch {
      // The mutation's error shows under the form.
    }
  });

  return (
    <form
      noValidate
      aria-label={item ? `Edit ${label.one}` : `New ${label.one}`}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const error = messageOf(errors, field.name);
          const span = field.wide ? 'sm:col-span-2' : undefined;
          switch (field.kind) {
            case 'image':
              return (
                <ImageField
                  key={field.name}
                  type={type}
                  item={item}
                  field={field}
                  control={control}
                  register={register}
                  error={error}
                  onUploaded={(saved) => {
                    // The new address is the saved one: shown, and not sent again by Save.
                    resetField(field.name, {
                      defaultValue: (saved as unknown as Record<string, unknown>)[field.name],
                    });
                    setUploaded(true);
                  }}
                />
              );
            case 'lines':
              return <DescriptionLines key={field.name} control={control} errors={errors} />;
            case 'date':
              return (
                <Input
                  key={field.name}
                  label={field.label}
                  hint={field.hint}
                  type="date"
                  containerClassName={span}
                  error={error}
                  {...register(field.name, { setValueAs: (value: unknown) => (value ? value : null) })}
                />
              );
            case 'choices':
              return (
                <Controller
                  key={field.name}
                  control={control}
                  name={field.name}
                  render={({ field: controlled }) => {
                    const chosen = (controlled.value as string[] | undefined) ?? [];
                    return (
                      <fieldset className={cn('flex flex-col gap-2', span)}>
                        <legend className="mb-1 text-sm font-medium text-slate-800">{field.label}</legend>
                        {field.hint ? <p className="text-sm text-slate-500">{field.hint}</p> : null}
                        <div className="flex flex-wrap gap-x-5 gap-y-2">
                          {(field.options ?? []).map((option) => (
                            <Checkbox
                              key={option.value}
                              label={option.label}
                              checked={chosen.includes(option.value)}
                              onBlur={controlled.onBlur}
                              onChange={(event) =>
                                controlled.onChange(
                                  (field.options ?? [])
                                    .map((candidate) => candidate.value)
                                    .filter((value) =>
                                      value === option.value ? event.target.checked : chosen.includes(value),
                                    ),
                                )
                              }
                            />
                          ))}
                        </div>
                        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
                      </fieldset>
                    );
                  }}
                />
              );
            case 'tags':
              return (
                <Controller
                  key={field.name}
                  control={control}
                  name={field.name}
                  render={({ field: controlled }) => (
                    <TagsInput
                      label={field.label}
                      hint={field.hint}
                      className={span}
                      error={error}
                      initial={(controlled.value as string[] | undefined) ?? []}
                      onChange={controlled.onChange}
                      onBlur={controlled.onBlur}
                    />
                  )}
                />
              );
            case 'textarea':
              return (
                <Textarea
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  hint={field.hint}
                  maxLength={field.maxLength}
                  rows={4}
                  containerClassName={span}
                  error={error}
                  {...register(field.name)}
                />
              );
            case 'select':
              return (
                <Select
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  hint={field.hint}
                  options={field.options ?? []}
                  containerClassName={span}
                  error={error}
                  {...register(field.name)}
                />
              );
            case 'checkbox':
              return (
                <Checkbox
                  key={field.name}
                  label={field.label}
                  containerClassName={span}
                  error={error}
                  {...register(field.name)}
                />
              );
            case 'number':
              return (
                <Input
                  key={field.name}
                  label={field.label}
                  hint={field.hint}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={field.name === 'review' || type === 'positions' ? 1 : 0.01}
                  max={field.name === 'review' ? 5 : undefined}
                  containerClassName={span}
                  error={error}
                  {...register(field.name, { setValueAs: toNumber(field.emptyIsNull) })}
                />
              );
            default:
              return (
                <Fragment key={field.name}>
                  <Input
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    type={field.kind === 'email' ? 'email' : 'text'}
                    inputMode={field.kind === 'url' ? 'url' : undefined}
                    autoComplete="off"
                    spellCheck={field.kind === 'text'}
                    maxLength={field.maxLength}
                    containerClassName={span}
                    error={error}
                    {...register(field.name, { setValueAs: toText(field.emptyIsNull) })}
                  />
                  {type === 'services' && field.name === 'title' ? (
                    <ServiceTitleWarning control={control} />
                  ) : null}
                </Fragment>
              );
          }
        })}
      </div>
      {errors.root?.message ? <Notice tone="info">{errors.root.message}</Notice> : null}
      {mutation.isError ? <Notice tone="error">{problemMessage(mutation.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {item ? 'Save' : `Create ${label.one}`}
        </Button>
      </div>
    </form>
  );
}
