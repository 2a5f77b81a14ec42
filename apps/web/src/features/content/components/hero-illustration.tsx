/** A lesson card, progress and a placement badge: the learn → practise → get placed story, drawn. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-video" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-600)" />
          <stop offset="1" stopColor="var(--color-brand-900)" />
        </linearGradient>
      </defs>
      <circle cx="380" cy="80" r="70" fill="var(--color-accent-100)" />
      <circle cx="70" cy="330" r="50" fill="var(--color-brand-100)" />
      <g>
        <rect x="40" y="50" width="360" height="270" rx="24" fill="#fff" />
        <rect x="40" y="50" width="360" height="270" rx="24" fill="none" stroke="var(--color-slate-200)" />
        <rect x="60" y="70" width="320" height="160" rx="16" fill="url(#hero-video)" />
        <circle cx="220" cy="150" r="28" fill="#fff" fillOpacity="0.95" />
        <path d="M212 136v28l24-14z" fill="var(--color-brand-700)" />
        <rect x="60" y="250" width="180" height="12" rx="6" fill="var(--color-slate-800)" />
        <rect x="60" y="274" width="260" height="8" rx="4" fill="var(--color-slate-200)" />
        <rect x="60" y="294" width="320" height="8" rx="4" fill="var(--color-slate-100)" />
        <rect x="60" y="294" width="210" height="8" rx="4" fill="var(--color-brand-500)" />
      </g>
      <g>
        <rect x="300" y="240" width="160" height="120" rx="20" fill="#fff" />
        <rect x="300" y="240" width="160" height="120" rx="20" fill="none" stroke="var(--color-slate-200)" />
        <circle cx="336" cy="278" r="18" fill="var(--color-accent-400)" />
        <path
          d="m328 278 6 6 11-12"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="362" y="268" width="78" height="8" rx="4" fill="var(--color-slate-800)" />
        <rect x="362" y="282" width="56" height="6" rx="3" fill="var(--color-slate-300)" />
        <rect x="320" y="312" width="120" height="28" rx="14" fill="var(--color-brand-50)" />
        <rect x="334" y="322" width="92" height="8" rx="4" fill="var(--color-brand-300)" />
      </g>
      <g>
        <rect x="10" y="120" width="110" height="56" rx="16" fill="#fff" />
        <rect x="10" y="120" width="110" height="56" rx="16" fill="none" stroke="var(--color-slate-200)" />
        <path
          d="m30 140 3.5 7 7.5 1-5.5 5.3 1.3 7.7-6.8-3.6-6.8 3.6 1.3-7.7-5.5-5.3 7.5-1z"
          fill="var(--color-accent-500)"
        />
        <rect x="50" y="138" width="56" height="8" rx="4" fill="var(--color-slate-800)" />
        <rect x="50" y="152" width="40" height="6" rx="3" fill="var(--color-slate-300)" />
      </g>
    </svg>
  );
}
