import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AwardIcon, ShareIcon, TrophyIcon } from '@/components/ui/course-icons';

const BENEFITS = [
  {
    title: msg`Add it to your LinkedIn profile`,
    text: msg`Show recruiters the skills you have proved.`,
    Icon: ShareIcon,
  },
  {
    title: msg`Verified by industry mentors`,
    text: msg`Earned by finishing every project and review.`,
    Icon: AwardIcon,
  },
  {
    title: msg`Stand out in placements`,
    text: msg`Attach it to your résumé and job applications.`,
    Icon: TrophyIcon,
  },
] as const;

function CertificatePlaceholder({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div
      role="img"
      aria-label={t`Sample certificate for ${title}`}
      className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-2xl border-8 border-double border-accent-300 bg-white p-8 text-center"
    >
      <AwardIcon className="size-12 text-accent-500" />
      <p className="text-xs font-semibold tracking-[0.2em] text-slate-500 uppercase">
        <Trans>Certificate of completion</Trans>
      </p>
      <p className="text-xl font-bold text-slate-900">{title}</p>
      <p className="text-sm text-slate-500">Pathshala</p>
    </div>
  );
}

/** 'Get Shareable Certificate' with three benefits and the course's sample certificate (spec §2). */
export function CertificateSection({
  title,
  certificateImage,
}: {
  title: string;
  certificateImage: string | null;
}) {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  return (
    <section
      aria-labelledby="certificate-heading"
      data-testid="certificate"
      className="grid items-center gap-10 rounded-card bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2"
    >
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Certificate</Trans>
          </p>
          <h2 id="certificate-heading" className="mt-2 text-3xl font-extrabold tracking-tight">
            <Trans>Get Shareable Certificate</Trans>
          </h2>
          <p className="mt-3 text-slate-600">
            <Trans>Finish the course to earn a certificate you can share anywhere.</Trans>
          </p>
        </div>
        <ul className="flex flex-col gap-4">
          {BENEFITS.map(({ title: benefit, text, Icon }) => (
            <li key={benefit.id} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-card">
                <Icon className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{i18n._(benefit)}</span>
                <span className="text-sm text-slate-600">{i18n._(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {certificateImage && !failed ? (
        <img
          src={certificateImage}
          alt={t`Sample certificate for ${title}`}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="w-full rounded-2xl bg-white shadow-card ring-1 ring-slate-200"
        />
      ) : (
        <CertificatePlaceholder title={title} />
      )}
    </section>
  );
}
