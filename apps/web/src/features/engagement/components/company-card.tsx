import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from '@pathshala/shared/company';
import type { ComponentType, ReactNode } from 'react';
import { ExternalLinkIcon, MailIcon } from '@/components/ui/icons';
import { BuildingIcon, GlobeIcon, MapPinIcon, PhoneIcon } from './contact-icons';

const linkClasses =
  'font-medium break-words text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** Digits and a leading + only, as a tel: link needs. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const hostOf = (url: string) => new URL(url).host;

interface DetailProps {
  Icon: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}

function Detail({ Icon, label, children }: DetailProps) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="mt-1 leading-6 text-slate-800">{children}</dd>
      </div>
    </div>
  );
}

/** Spec §2 Contact: the company's address, website, two e-mails and phone. */
export function CompanyCard() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="company-card-title"
      data-testid="company-card"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white"
        >
          <BuildingIcon className="size-5" />
        </span>
        <h2 id="company-card-title" className="text-title font-bold text-slate-900">
          {COMPANY.name}
        </h2>
      </div>
      <dl className="mt-8 flex flex-col gap-6">
        <Detail Icon={MapPinIcon} label={t`Address`}>
          <address className="not-italic">{COMPANY.address}</address>
        </Detail>
        <Detail Icon={GlobeIcon} label={t`Website`}>
          <a
            href={COMPANY.website}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClasses} inline-flex items-center gap-1.5`}
          >
            {hostOf(COMPANY.website)}
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </Detail>
        <Detail Icon={MailIcon} label={t`Email`}>
          <ul className="flex flex-col gap-2">
            <li className="flex flex-wrap items-baseline gap-x-2">
              <a href={`mailto:${COMPANY.supportEmail}`} className={linkClasses}>
                {COMPANY.supportEmail}
              </a>
              <span className="text-sm text-slate-500">
                <Trans>Support</Trans>
              </span>
            </li>
            <li className="flex flex-wrap items-baseline gap-x-2">
              <a href={`mailto:${COMPANY.careersEmail}`} className={linkClasses}>
                {COMPANY.careersEmail}
              </a>
              <span className="text-sm text-slate-500">
                <Trans>Careers</Trans>
              </span>
            </li>
          </ul>
        </Detail>
        <Detail Icon={PhoneIcon} label={t`Phone`}>
          <a href={telHref(COMPANY.phone)} className={linkClasses}>
            {COMPANY.phone}
          </a>
        </Detail>
      </dl>
    </section>
  );
}
