import { Trans } from '@lingui/react/macro';

/** The sign-up popup's side image: a learner at a laptop with a certificate and a rising progress chart. */
export function SignUpIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 320 520"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="signup-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-brand-700)" />
          <stop offset="1" stopColor="var(--color-brand-900)" />
        </linearGradient>
      </defs>
      <rect width="320" height="520" fill="url(#signup-sky)" />
      <g transform="translate(0 50)">
        <circle cx="262" cy="70" r="34" fill="var(--color-accent-400)" />
        <circle cx="40" cy="380" r="90" fill="var(--color-brand-600)" fillOpacity="0.5" />
        <circle cx="300" cy="330" r="60" fill="var(--color-brand-500)" fillOpacity="0.35" />
        {/* progress chart */}
        <g transform="translate(36 52)">
          <rect width="150" height="96" rx="14" fill="#fff" />
          <rect x="16" y="60" width="18" height="22" rx="4" fill="var(--color-brand-200)" />
          <rect x="44" y="46" width="18" height="36" rx="4" fill="var(--color-brand-300)" />
          <rect x="72" y="34" width="18" height="48" rx="4" fill="var(--color-brand-500)" />
          <rect x="100" y="18" width="18" height="64" rx="4" fill="var(--color-brand-700)" />
          <path
            d="m18 40 30-14 28-6 40-12"
            fill="none"
            stroke="var(--color-accent-500)"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <rect x="16" y="10" width="56" height="8" rx="4" fill="var(--color-slate-200)" />
        </g>
        {/* desk and laptop */}
        <rect x="24" y="318" width="272" height="12" rx="6" fill="var(--color-brand-950)" fillOpacity="0.6" />
        <path d="M118 318h120l-10-70h-100z" fill="var(--color-slate-200)" />
        <path d="M126 312h104l-8-56h-88z" fill="var(--color-brand-100)" />
        <circle cx="178" cy="284" r="9" fill="var(--color-brand-500)" />
        {/* learner */}
        <circle cx="92" cy="206" r="26" fill="#8d5524" />
        <path d="M66 202c0-20 12-30 27-30s27 10 27 27c-8-8-20-12-34-10-8 1-14 6-20 13z" fill="#1f2937" />
        <path d="M46 318c2-44 20-74 46-74s44 30 46 74z" fill="var(--color-accent-400)" />
        {/* certificate */}
        <g transform="translate(196 148) rotate(8)">
          <rect width="92" height="66" rx="8" fill="#fff" />
          <rect x="12" y="12" width="52" height="6" rx="3" fill="var(--color-slate-300)" />
          <rect x="12" y="24" width="68" height="5" rx="2.5" fill="var(--color-slate-200)" />
          <rect x="12" y="34" width="44" height="5" rx="2.5" fill="var(--color-slate-200)" />
          <circle cx="70" cy="48" r="10" fill="var(--color-accent-400)" />
          <path d="m65 48 4 4 7-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        </g>
        <text x="36" y="378" fill="#fff" fontSize="17" fontWeight="700" fontFamily="inherit">
          <Trans>Learn. Practise.</Trans>
        </text>
        <text
          x="36"
          y="400"
          fill="var(--color-accent-300)"
          fontSize="17"
          fontWeight="700"
          fontFamily="inherit"
        >
          <Trans>Get placed.</Trans>
        </text>
      </g>
    </svg>
  );
}
