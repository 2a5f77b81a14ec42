import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AwardIcon } from '@/components/ui/course-icons';

/** Shown once the course is complete; links to the public certificate page when it has been issued. */
export function CertificateReadyCard({
  certificateId,
  projectsLeft = 0,
}: {
  certificateId: string | null;
  /** The course's projects not passed yet: the certificate waits for them. */
  projectsLeft?: number;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="certificate-ready-heading"
      data-testid="certificate-ready"
      className="flex flex-col gap-4 rounded-card border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
        <AwardIcon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="certificate-ready-heading" className="text-base font-semibold text-slate-900">
          {certificateId ? t`Your certificate is ready` : t`Course complete!`}
        </h2>
        <p className="text-sm text-slate-600">
          {certificateId
            ? t`Congratulations on finishing the course. View, download or share your certificate.`
            : projectsLeft > 0
              ? t({
                  message: plural(projectsLeft, {
                    one: "Congratulations on finishing the lectures. Pass the course's project to get your certificate.",
                    other:
                      "Congratulations on finishing the lectures. Pass the course's # projects to get your certificate.",
                  }),
                })
              : t`Congratulations on finishing the course. Your certificate is being prepared.`}
        </p>
      </div>
      {certificateId ? (
        <Link
          to={`/certificate/${encodeURIComponent(certificateId)}`}
          className={buttonClasses({ variant: 'primary' }, 'bg-emerald-700 hover:bg-emerald-800')}
        >
          <Trans>View certificate</Trans>
        </Link>
      ) : null}
    </section>
  );
}
