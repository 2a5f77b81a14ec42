/**
 * The e-mails' texts in English, the source language. Every other language's texts are typed against this object
 * (`EmailTexts`), so a text missing there is a type error. Names, titles and amounts arrive as they are stored
 * (amounts with Indian grouping, '₹1,23,456'); dates arrive written in India time in this file's language.
 */
/** What a notification's event stored, to fill its title. */
type Params = Record<string, string | number | undefined>;

export const emailTexts = {
  /** The HTML e-mail's font stack: it must draw this language's script. */
  fontFamily: 'Inter, Segoe UI, Helvetica, Arial, sans-serif',
  hello: (name: string) => `Hello ${name.trim() || 'there'},`,
  footer: 'Pathshala · Learn, practise, get placed · support@pathshala.in',
  /** The last line of the text version. */
  signature: '— Pathshala · support@pathshala.in',
  seeOrders: 'See your orders',
  liveSession: {
    session: 'Session',
    starts: 'Starts',
    length: 'Length',
    minutes: (count: number) => `${count} minutes`,
    openCourse: 'Open the course',
    joinLinkNote: 'The join link opens on the course page 15 minutes before the start.',
  },

  contactAcknowledgement: {
    subject: 'We have your message',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for reaching out to Pathshala. A member of our team will reply within one working day.',
      'If you did not write to us, you can ignore this e-mail: nobody will contact you again unless you write.',
    ],
  },
  careerApplicationReceived: {
    subject: (position: string) => `Application received: ${position}`,
    thanks: (position: string) => `Thank you for applying for ${position} at Pathshala.`,
    nextStep: 'We review every application within 3 working days and will write to you about the next step.',
  },
  internshipApplicationReceived: {
    subject: 'Your internship application is in',
    thanks: (internships: string[]) => `Thank you for applying for: ${internships.join(', ')}.`,
    process: 'The process is 1-3 interviews and takes about 2-3 weeks. We will be in touch.',
  },
  newsletterWelcome: {
    subject: 'Welcome to the Pathshala newsletter',
    paragraphs: [
      'You are subscribed. One short e-mail a fortnight: new batches, free workshops and interview advice from our mentors.',
      'You can unsubscribe any time from the newsletter strip on our home page.',
    ],
  },
  purchaseReceipt: {
    subject: (receipt: string) => `Your Pathshala receipt ${receipt}`,
    thanks: 'Thank you for your purchase. Your courses are ready in My Learnings.',
    invoiceAttached:
      'Your GST tax invoice is attached to this e-mail and can be downloaded from your orders.',
    couponDiscount: 'Coupon discount',
    totalPaid: 'Total paid',
    receipt: 'Receipt',
    taxInvoice: 'Tax invoice',
    paidOn: 'Paid on',
  },
  refundIssued: {
    subject: (receipt: string) => `Your refund for order ${receipt}`,
    refunded: (amount: string, receipt: string) =>
      `We have refunded ${amount} for order ${receipt}. Banks usually show it within 5 to 7 working days.`,
    /** What the learner keeps, by the refund's reason (the `accessNote` of the e-mail). */
    access: {
      already_purchased: 'You already own this course, so this payment is refunded in full.',
      replaced_order: 'This checkout was replaced by a newer one, so this payment is refunded in full.',
      duplicate_payment: 'A second payment for an order that was already settled is refunded in full.',
      coupon_limit: 'The coupon ran out before this payment arrived, so this payment is refunded in full.',
      price_changed:
        'The price changed after this checkout was opened and its price hold ended, so this payment is refunded in full.',
      some_already_owned:
        'You already owned some courses of this order: what you paid for them is refunded. The other courses are in My Learnings.',
      nothing_unlocked: 'This payment did not unlock any course.',
      access_ended: 'Your access to the courses of this order has ended.',
      access_kept: 'Your courses from this order stay in My Learnings.',
    },
    creditNoteAttached: 'The GST credit note for this refund is attached.',
    refundedAmount: 'Refunded',
    order: 'Order',
    creditNote: 'Credit note',
    refundedOn: 'Refunded on',
  },
  applicationStatusChanged: {
    subject: (title: string) => `Your application for ${title}`,
    /** What each step means, in plain words. */
    says: {
      new: (title: string) => `We have your application for ${title}.`,
      under_review: (title: string) =>
        `Our hiring team is now reading your application for ${title}. We will write again when there is a decision about the next step.`,
      shortlisted: (title: string) =>
        `Good news: your application for ${title} is shortlisted. We will write to you with the time of an interview.`,
      interview: (title: string) => `We would like to interview you for ${title}.`,
      offered: (title: string) =>
        `Congratulations: we are offering you ${title}. Our team will write to you with the offer letter and the next steps.`,
      rejected: (title: string) =>
        `Thank you for applying for ${title}. This time we are going ahead with other applicants. You are welcome to apply again for other positions.`,
      withdrawn: (title: string) =>
        `You withdrew your application for ${title}. Nothing more will happen with it.`,
    } as Record<string, (title: string) => string>,
    seeApplications: 'See my applications',
    accountNote: 'Sign in with this e-mail address to follow every step in My applications.',
  },
  applicationInterview: {
    subject: (title: string) => `Interview for ${title}`,
    movedSubject: (title: string) => `New interview time for ${title}`,
    intro: (title: string) =>
      `We would like to interview you for ${title}. The calendar invitation is attached: open it to add the interview to your calendar.`,
    moved: (title: string) =>
      `Your interview for ${title} has a new time. The attached calendar invitation updates the one you have.`,
    when: 'When',
    length: 'Length',
    minutes: (count: number) => `${count} minutes`,
    how: 'How',
    modes: { video: 'Video call', phone: 'Phone call', onsite: 'On site' } as Record<string, string>,
    where: { video: 'Link', phone: 'We call you on', onsite: 'Address' } as Record<string, string>,
  },
  liveSessionScheduled: {
    subject: (title: string) => `Live session scheduled: ${title}`,
    intro: (courseTitle: string) =>
      `A live session of ${courseTitle} is scheduled. The calendar invitation is attached: open it to add the session to your calendar.`,
    agenda: (agenda: string) => `Agenda: ${agenda}`,
  },
  liveSessionReminder: {
    subject: (title: string) => `Starting in an hour: ${title}`,
    intro: (courseTitle: string) => `Your live session of ${courseTitle} starts in about an hour.`,
  },
  liveSessionMoved: {
    subject: (title: string) => `New time: ${title}`,
    intro: (courseTitle: string) =>
      `A live session of ${courseTitle} moved to a new time. The attached calendar invitation updates your calendar.`,
  },
  liveSessionCancelled: {
    subject: (title: string) => `Cancelled: ${title}`,
    intro: (title: string, courseTitle: string, plannedFor: string) =>
      `The live session "${title}" of ${courseTitle}, planned for ${plannedFor}, is cancelled. The attached calendar file removes it from your calendar.`,
  },
  projectReviewed: {
    subjectPassed: (projectTitle: string) => `Project passed: ${projectTitle}`,
    subjectNeedsChanges: (projectTitle: string) => `Your project needs changes: ${projectTitle}`,
    passed: (projectTitle: string, courseTitle: string) =>
      `Your instructor has reviewed ${projectTitle} (${courseTitle}) and marked it passed. Well done!`,
    needsChanges: (projectTitle: string, courseTitle: string) =>
      `Your instructor has reviewed ${projectTitle} (${courseTitle}) and asks for some changes before it passes.`,
    feedbackHeading: 'Feedback from your instructor:',
    project: 'Project',
    score: 'Score',
    result: 'Result',
    resultPassed: 'Passed',
    resultNeedsChanges: 'Needs changes',
    seeProject: 'See your project',
    resubmit: 'Resubmit your project',
  },
  welcome: {
    subject: 'Welcome to Pathshala',
    paragraphs: [
      'Your Pathshala account is ready. Browse the courses, watch the free lectures of any of them, and pick up where you left off from My Learnings.',
      'Questions about a course or a batch? Reply to support@pathshala.in and a member of our team will answer within one working day.',
    ],
    browseCourses: 'Browse courses',
  },
  passwordChanged: {
    subject: 'Your Pathshala password was changed',
    changed: (changedAt: string) =>
      `The password of your Pathshala account was changed on ${changedAt}. Every other device was signed out.`,
    ifYou: 'If this was you, there is nothing more to do.',
    reset: 'Reset your password',
    ifNotYou:
      'If you did not change it, reset your password now and write to support@pathshala.in: someone may know your old one.',
  },
  accountClosed: {
    subject: 'Your Pathshala account is closed',
    closed: (closedAt: string) =>
      `Your Pathshala account was closed on ${closedAt}. You are signed out everywhere, unsubscribed from your courses and from the newsletter.`,
    changedYourMind: (lastDay: string) =>
      `Changed your mind? Write to support@pathshala.in by ${lastDay} and we will reinstate the account, with your courses and progress.`,
    erased: (days: number) =>
      `After ${days} days your personal data is erased for good; the invoices of your purchases are kept, as the law requires.`,
  },
  certificateIssued: {
    subject: (courseTitle: string) => `Your certificate for ${courseTitle}`,
    congratulations: (courseTitle: string) =>
      `Congratulations on completing ${courseTitle}! Your certificate is issued.`,
    share: 'Anyone can check it at its public page: share the link on your resume or LinkedIn profile.',
    course: 'Course',
    certificateId: 'Certificate ID',
    issuedOn: 'Issued on',
    view: 'View and verify your certificate',
    verificationLink: (link: string) => `Verification link: ${link}`,
  },
  passwordReset: {
    subject: 'Reset your Pathshala password',
    asked: 'Someone asked to reset the password of your Pathshala account. If it was you, choose a new one:',
    choose: 'Choose a new password',
    expiry: (minutes: number) =>
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  },
  notification: {
    /** Each kind's title; `p` holds what the event stored (titles, statuses, amounts). */
    titles: {
      questionAnswered: (p: Params) => `New answer to your question in ${p.course}`,
      reviewReplied: (p: Params) => `The instructor replied to your review of ${p.course}`,
      lectureAdded: (p: Params) => `New lecture in ${p.course}: ${p.lecture}`,
      applicationStatus: (p: Params) => `Your application for ${p.position} is now: ${p.status}`,
      mockResult: (p: Params) => `Your result for ${p.test} is ready: ${p.score}`,
      refundCompleted: (p: Params) => `Your refund of ${p.amount} for order ${p.receipt} is done`,
    },
    /** Application statuses as the learner reads them. */
    statuses: {
      new: 'received',
      under_review: 'under review',
      shortlisted: 'shortlisted',
      interview: 'invited to interview',
      offered: 'offered',
      rejected: 'not selected',
      withdrawn: 'withdrawn',
    } as Record<string, string>,
    open: 'Open in Pathshala',
    unsubscribeNote: (link: string) => `Stop these e-mails: ${link}`,
    digestSubject: (count: number) =>
      count === 1
        ? 'Your Pathshala update: 1 new notification'
        : `Your Pathshala update: ${count} new notifications`,
    digestIntro: 'Here is what happened since your last update:',
    seeAll: 'See all notifications',
    unsubscribePage: {
      title: 'Unsubscribe from Pathshala e-mails',
      confirm: 'Stop these e-mails',
      ask: 'Press the button to stop these e-mails. Notifications stay in the bell on the site; you can turn e-mails on again in your profile.',
      done: 'Done: you will not get these e-mails any more. You can turn them on again in your profile.',
      invalid: 'This unsubscribe link is not valid.',
    },
  },
};

/** The shape every language's e-mail texts have: the English texts' keys, each with the same kind of value. */
export type EmailTexts = typeof emailTexts;

/** Why a refund leaves the learner's courses as it does: a key of `refundIssued.access`. */
export type RefundAccessNote = keyof EmailTexts['refundIssued']['access'];
