import { z } from 'zod';
import { INTERVIEW_MODES } from './admin-people-constants.ts';

/**
 * What a learner is told about. Course reviews and lecture Q&A call `notify` with the first two; the rest come
 * from events of their own modules.
 */
export const NOTIFICATION_KINDS = [
  'questionAnswered',
  'reviewReplied',
  'lectureAdded',
  'applicationStatus',
  'mockResult',
  'refundCompleted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches the learner by e-mail; the bell shows every notification whatever the choice. */
export const NOTIFICATION_EMAIL_MODES = ['off', 'immediate', 'daily'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** Until the learner chooses: news that needs action at once, the rest in the day's digest. */
export const DEFAULT_EMAIL_MODES: Record<NotificationKind, NotificationEmailMode> = {
  questionAnswered: 'immediate',
  reviewReplied: 'daily',
  lectureAdded: 'daily',
  applicationStatus: 'immediate',
  mockResult: 'daily',
  refundCompleted: 'immediate',
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The words of a notification's title are the page's (in the learner's language); `params` only fills them:
 * course, lecture, test and position titles, statuses, amounts.
 */
export const ZNotificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof ZNotificationParamsSchema>;

export const ZNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: ZNotificationParamsSchema,
  /** Where it leads, a path of the site. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const ZNotificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(ZNotificationSchema),
    unread: z.number().int(),
    page: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type NotificationsResponse = z.infer<typeof ZNotificationsResponseSchema>;

export const ZUnreadCountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ unread: z.number().int() }),
});

export const ZNotificationParamsPathSchema = z.object({ notificationId: z.uuid() });

export const ZNotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.enum(NOTIFICATION_EMAIL_MODES)])) as Record<
    NotificationKind,
    z.ZodEnum<{ off: 'off'; immediate: 'immediate'; daily: 'daily' }>
  >,
);
export type NotificationPreferences = z.infer<typeof ZNotificationPreferencesSchema>;

export const ZUpdateNotificationPreferencesSchema = ZNotificationPreferencesSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  'Nothing to change',
);

export const ZNotificationPreferencesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ preferences: ZNotificationPreferencesSchema }),
});

export const ZUnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(400) });
export const ZUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ kind: z.enum(NOTIFICATION_KINDS) }),
});

/** A learner's own applications, each with its status history. */
export const ZMyApplicationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['career', 'internship']),
  /** The position (career) or the internships applied for (joined). */
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
  history: z.array(z.object({ status: z.string(), at: z.string() })),
  /** The scheduled interview (ISO start, minutes, how, and the link, number or address), when there is one. */
  interview: z
    .object({
      startsAt: z.string(),
      durationMinutes: z.number().int(),
      mode: z.enum(INTERVIEW_MODES),
      location: z.string(),
    })
    .nullable(),
  /** Whether the applicant may still withdraw it (open, and no offer made). */
  canWithdraw: z.boolean(),
});
export type MyApplication = z.infer<typeof ZMyApplicationSchema>;
export const ZMyApplicationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(ZMyApplicationSchema) }),
});

export const ZMyApplicationParamsSchema = z.object({
  kind: z.enum(['career', 'internship'], { message: 'Application not found' }),
  applicationId: z.uuid({ message: 'Application not found' }),
});
export const ZWithdrawApplicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ application: ZMyApplicationSchema }),
});
