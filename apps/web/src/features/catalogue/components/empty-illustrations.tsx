import { useLingui } from '@lingui/react/macro';

/** Inline illustrations for empty results, named for assistive technology like an image's alt text. */

export function NoCoursesIllustration({ className }: { className?: string }) {
  const { t } = useLingui();
  const name = t`No courses found`;
  return (
    <svg role="img" aria-label={name} viewBox="0 0 240 180" width={240} height={180} className={className}>
      <title>{name}</title>
      <ellipse cx="120" cy="160" rx="92" ry="10" fill="var(--color-slate-100)" />
      <rect x="38" y="30" width="132" height="104" rx="14" fill="var(--color-brand-50)" />
      <rect x="38" y="30" width="132" height="26" rx="14" fill="var(--color-brand-100)" />
      <circle cx="56" cy="43" r="4" fill="var(--color-brand-300)" />
      <circle cx="70" cy="43" r="4" fill="var(--color-brand-300)" />
      <rect x="56" y="70" width="64" height="10" rx="5" fill="var(--color-brand-200)" />
      <rect x="56" y="90" width="92" height="8" rx="4" fill="var(--color-slate-200)" />
      <rect x="56" y="106" width="74" height="8" rx="4" fill="var(--color-slate-200)" />
      <circle cx="166" cy="112" r="30" fill="#fff" stroke="var(--color-brand-600)" strokeWidth="8" />
      <path d="m187 134 22 22" stroke="var(--color-brand-600)" strokeWidth="10" strokeLinecap="round" />
      <path
        d="m156 102 20 20m0-20-20 20"
        stroke="var(--color-accent-500)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function NoPlacementIllustration({ className }: { className?: string }) {
  const { t } = useLingui();
  const name = t`No Placement`;
  return (
    <svg role="img" aria-label={name} viewBox="0 0 240 180" width={240} height={180} className={className}>
      <title>{name}</title>
      <ellipse cx="120" cy="162" rx="92" ry="10" fill="var(--color-slate-100)" />
      <rect x="60" y="56" width="120" height="92" rx="12" fill="var(--color-brand-50)" />
      <path
        d="M96 56V44a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v12"
        fill="none"
        stroke="var(--color-brand-300)"
        strokeWidth="8"
      />
      <rect x="60" y="56" width="120" height="34" rx="12" fill="var(--color-brand-200)" />
      <rect x="110" y="82" width="20" height="16" rx="4" fill="var(--color-accent-400)" />
      <rect x="80" y="112" width="80" height="8" rx="4" fill="var(--color-slate-200)" />
      <rect x="92" y="128" width="56" height="8" rx="4" fill="var(--color-slate-200)" />
      <circle cx="186" cy="46" r="20" fill="#fff" stroke="var(--color-accent-500)" strokeWidth="6" />
      <path
        d="m178 38 16 16m0-16-16 16"
        stroke="var(--color-accent-500)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
