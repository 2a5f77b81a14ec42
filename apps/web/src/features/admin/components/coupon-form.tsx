import type { AdminCoupon, ZCreateCouponRequestSchema } from '@pathshala/shared/admin';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { formatCount } from '../utils/format';
import { CoursePicker } from './course-picker';
import { IstDateTimeInput } from './ist-date-time-input';
import { Notice, problemMessage } from './notice';

type CouponFormValues = z.input<typeof ZCreateCouponRequestSchema>;
type EditableField = Exclude<keyof CouponFormValues, 'code'>;

// The API's own schemas, loaded with the first check: the browser says what the server would say.
const createResolver = lazyZodResolver(
  async () => (await import('./form-schemas')).ZCreateCouponRequestSchema,
);
// The edit schema has no code (it cannot change); the form's code field is left out of its checks.
const updateResolver = lazyZodResolver(
  async () => (await import('./form-schemas')).ZUpdateCouponRequestSchema,
) as unknown as Resolver<CouponFormValues>;

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'flat', label: 'Rupees off' },
];

const EDITABLE: readonly EditableField[] = [
  'kind',
  'value',
  'courseId',
  'validFrom',
  'validTo',
  'maxUses',
  'maxUsesPerUser',
  'active',
];

const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const defaultsOf = (coupon: AdminCoupon | undefined): Partial<CouponFormValues> =>
  coupon
    ? {
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.value,
        courseId: coupon.courseId,
        validFrom: coupon.validFrom,
        validTo: coupon.validTo,
        maxUses: coupon.maxUses,
        maxUsesPerUser: coupon.maxUsesPerUser,
        active: coupon.active,
      }
    : {
        code: '',
        // The value is left empty for the admin to fill in; the schema names it if they do not.
        kind: 'percent',
        courseId: null,
        validTo: null,
        maxUses: null,
        maxUsesPerUser: null,
        active: true,
      };

interface CouponFormProps {
  /** The coupon to edit; none to create one. */
  coupon?: AdminCoupon;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Creates a coupon or edits one (every field but its code), checked with the shared schemas before it is sent.
 * The server's answers (409 for a code in use or a limit below the paid uses) show under the form.
 */
export function CouponForm({ coupon, onDone, onCancel }: CouponFormProps) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const mutation = coupon ? update : create;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<CouponFormValues>({
    resolver: coupon ? updateResolver : (createResolver as Resolver<CouponFormValues>),
    defaultValues: defaultsOf(coupon),
  });
  const kind = watch('kind');

  const onFailure = (error: unknown) => toast.error(problemMessage(error));

  const submit = handleSubmit(async (values) => {
    create.reset();
    update.reset();
    if (!coupon) {
      create.mutate(values as z.output<typeof ZCreateCouponRequestSchema>, {
        onSuccess: (created) => {
          toast.success(`Coupon ${created.code} created`);
          onDone();
        },
        onError: onFailure,
      });
      return;
    }
    // Only what changed is sent; a new kind always carries its value.
    const changed = EDITABLE.filter((field) => dirtyFields[field] || (field === 'value' && dirtyFields.kind));
    if (changed.length === 0) {
      setError('root', { message: 'Nothing to change.' });
      return;
    }
    const patch = Object.fromEntries(changed.map((field) => [field, values[field]]));
    // The rules that tie fields together are checked against the whole coupon, as the server does.
    const { couponRuleProblem } = await import('./form-schemas');
    const problem = couponRuleProblem({ ...defaultsOf(coupon), ...values });
    if (problem) {
      setError('value', { message: problem });
      return;
    }
    update.mutate(
      { couponId: coupon.id, patch },
      {
        onSuccess: (saved) => {
          toast.success(`Coupon ${saved.code} saved`);
          onDone();
        },
        onError: onFailure,
      },
    );
  });

  return (
    <form
      noValidate
      aria-label={coupon ? 'Edit coupon' : 'New coupon'}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {coupon ? (
          <Input
            label="Code"
            value={coupon.code}
            readOnly
            hint="A code cannot change once learners may hold it."
          />
        ) : (
          <Input
            label="Code"
            required
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            placeholder="e.g. DIWALI25"
            hint="3 to 40 letters, digits, - or _; saved in capitals."
            className="font-mono uppercase placeholder:normal-case"
            error={errors.code?.message}
            {...register('code')}
          />
        )}
        <Select
          label="Kind"
          required
          hint="A share of the price, or rupees off it."
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <Input
          label={kind === 'flat' ? 'Rupees off' : 'Percent off'}
          required
          type="number"
          inputMode="decimal"
          min={kind === 'flat' ? 0.01 : 1}
          max={kind === 'flat' ? undefined : 100}
          step={kind === 'flat' ? 0.01 : 1}
          hint={kind === 'flat' ? 'Rupees, up to two decimals.' : 'A whole number from 1 to 100.'}
          error={errors.value?.message}
          {...register('value', { setValueAs: numberOrUndefined })}
        />
        <CoursePicker
          label="Course"
          anyLabel="Every course"
          hint="Only this course, or every course."
          initial={
            coupon?.courseId
              ? { value: coupon.courseId, label: coupon.courseTitle ?? 'This course' }
              : undefined
          }
          error={errors.courseId?.message}
          {...register('courseId', { setValueAs: (value: string | null) => value || null })}
        />
        <Controller
          control={control}
          name="validFrom"
          render={({ field, fieldState }) => (
            <IstDateTimeInput
              label="Valid from"
              hint={coupon ? 'India time.' : 'India time. Empty: from now.'}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="validTo"
          render={({ field, fieldState }) => (
            <IstDateTimeInput
              label="Valid to"
              hint="India time. Empty: no end date."
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Input
          label="Max uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={
            coupon
              ? `Empty: no limit. Used so far: ${formatCount(coupon.usedCount)} paid, ${formatCount(coupon.heldCount)} held.`
              : 'Empty: no limit.'
          }
          error={errors.maxUses?.message}
          {...register('maxUses', { setValueAs: numberOrNull })}
        />
        <Input
          label="Max uses per learner"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Empty: no limit."
          error={errors.maxUsesPerUser?.message}
          {...register('maxUsesPerUser', { setValueAs: numberOrNull })}
        />
      </div>
      <Checkbox
        label="Active"
        hint="Learners can apply an active coupon between its dates."
        error={errors.active?.message}
        {...register('active')}
      />
      {errors.root?.message ? <Notice tone="info">{errors.root.message}</Notice> : null}
      {mutation.isError ? <Notice tone="error">{problemMessage(mutation.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </Button>
      </div>
    </form>
  );
}
