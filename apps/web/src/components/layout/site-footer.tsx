import { COMPANY } from '@pathshala/shared/company';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { InstagramIcon, LinkedInIcon, MailIcon, XIcon, YouTubeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const SUPPORT_EMAIL = COMPANY.supportEmail;

const SOCIAL_LINKS: ReadonlyArray<{
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { label: 'Pathshala on LinkedIn', href: 'https://www.linkedin.com/company/pathshala', Icon: LinkedInIcon },
  { label: 'Pathshala on Instagram', href: 'https://www.instagram.com/pathshala', Icon: InstagramIcon },
  { label: 'Pathshala on YouTube', href: 'https://www.youtube.com/@pathshala', Icon: YouTubeIcon },
  { label: 'Pathshala on X', href: 'https://x.com/pathshala', Icon: XIcon },
];

const LINK_GROUPS: ReadonlyArray<{ heading: string; links: ReadonlyArray<{ label: string; to: string }> }> = [
  {
    heading: 'Explore',
    links: [
      { label: 'About Us', to: paths.aboutUs },
      { label: 'Courses', to: paths.courses },
      { label: 'Careers', to: paths.careers },
      { label: 'Internships', to: paths.internships },
      { label: 'Contact Us', to: paths.contactUs },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms', to: paths.terms },
      { label: 'Refund Policy', to: paths.cancellation },
      { label: 'Disclaimer', to: paths.disclaimer },
    ],
  },
];

const footerLink = 'text-sm text-slate-300 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer data-testid="site-footer" className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="flex max-w-sm flex-col gap-6">
          <Link to={paths.home} aria-label="Pathshala home" className="self-start rounded-lg">
            <Logo inverted />
          </Link>
          <p className="text-sm leading-6">
            Pathshala helps students and graduates across India learn job-ready skills, practise for
            placements and land internships — with video courses, live mentors and real projects.
          </p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Get in touch</h2>
          <p className="mt-4 text-sm leading-6">
            Questions about a course, a payment or your account? Write to us.
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
          © 2026 Pathshala. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
