import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from '@pathshala/shared/company';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { InstagramIcon, LinkedInIcon, MailIcon, XIcon, YouTubeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const SUPPORT_EMAIL = COMPANY.supportEmail;

const SOCIAL_LINKS: ReadonlyArray<{
  label: MessageDescriptor;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  {
    label: msg`Pathshala on LinkedIn`,
    href: 'https://www.linkedin.com/company/pathshala',
    Icon: LinkedInIcon,
  },
  { label: msg`Pathshala on Instagram`, href: 'https://www.instagram.com/pathshala', Icon: InstagramIcon },
  { label: msg`Pathshala on YouTube`, href: 'https://www.youtube.com/@pathshala', Icon: YouTubeIcon },
  { label: msg`Pathshala on X`, href: 'https://x.com/pathshala', Icon: XIcon },
];

const LINK_GROUPS: ReadonlyArray<{
  heading: MessageDescriptor;
  links: ReadonlyArray<{ label: MessageDescriptor; to: string }>;
}> = [
  {
    heading: msg`Explore`,
    links: [
      { label: msg`About Us`, to: paths.aboutUs },
      { label: msg`Courses`, to: paths.courses },
      { label: msg`Careers`, to: paths.careers },
      { label: msg`Internships`, to: paths.internships },
      { label: msg`Contact Us`, to: paths.contactUs },
    ],
  },
  {
    heading: msg`Legal`,
    links: [
      { label: msg`Privacy Policy`, to: paths.privacy },
      { label: msg`Terms`, to: paths.terms },
      { label: msg`Refund Policy`, to: paths.cancellation },
      { label: msg`Disclaimer`, to: paths.disclaimer },
    ],
  },
];

const footerLink = 'text-sm text-slate-300 transition-colors hover:text-white';

export function SiteFooter() {
  const { i18n, t } = useLingui();
  return (
    <footer data-testid="site-footer" className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="flex max-w-sm flex-col gap-6">
          <Link to={paths.home} aria-label={t`Pathshala home`} className="self-start rounded-lg">
            <Logo inverted />
          </Link>
          <p className="text-sm leading-6">
            <Trans>
              Pathshala helps students and graduates across India learn job-ready skills, practise for
              placements and land internships — with video courses, live mentors and real projects.
            </Trans>
          </p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={i18n._(label)}
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_GROUPS.map((group) => (
          <nav key={group.heading.id} aria-label={i18n._(group.heading)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {i18n._(group.heading)}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Get in touch</Trans>
          </h2>
          <p className="mt-4 text-sm leading-6">
            <Trans>Questions about a course, a payment or your account? Write to us.</Trans>
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-300 hover:text-accent-200"
          >
            <MailIcon className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          <Trans>© 2026 Pathshala. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
