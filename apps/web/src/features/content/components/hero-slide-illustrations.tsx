/** Drawings for the hero's second and third slides, in the same style as HeroIllustration. */

const CARD_STROKE = 'var(--color-slate-200)';

/** A mock placement test being ticked off, an interview chat and a timer: placement preparation, drawn. */
export function PlacementIllustration({ className }: { className?: string }) {
  const rows = [0, 1, 2, 3];
  return (
    <svg viewBox="0 0 480 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-placement-head" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-600)" />
          <stop offset="1" stopColor="var(--color-brand-900)" />
        </linearGradient>
      </defs>
      <circle cx="390" cy="90" r="70" fill="var(--color-brand-100)" />
      <circle cx="80" cy="340" r="52" fill="var(--color-accent-100)" />
      <g>
        <rect x="60" y="40" width="280" height="300" rx="24" fill="#fff" />
        <rect x="60" y="40" width="280" height="300" rx="24" fill="none" stroke={CARD_STROKE} />
        <path d="M84 40h232a24 24 0 0 1 24 24v36H60V64a24 24 0 0 1 24-24z" fill="url(#hero-placement-head)" />
        <rect x="84" y="62" width="120" height="12" rx="6" fill="#fff" fillOpacity="0.9" />
        <rect x="250" y="60" width="66" height="18" rx="9" fill="var(--color-accent-400)" />
        {rows.map((row) => {
          const y = 126 + row * 46;
          const done = row < 3;
          return (
            <g key={row}>
              <circle
                cx="100"
                cy={y}
                r="13"
                fill={done ? 'var(--color-brand-600)' : '#fff'}
                stroke={done ? 'none' : 'var(--color-slate-300)'}
                strokeWidth="3"
              />
              {done ? (
                <path
                  d={`m94 ${y} 4.5 4.5 8-9`}
                  fill="none"
                  stroke="#fff"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : null}
              <rect
                x="126"
                y={y - 10}
                width={row % 2 ? 150 : 190}
                height="9"
                rx="4.5"
                fill="var(--color-slate-800)"
              />
              <rect
                x="126"
                y={y + 5}
                width={row % 2 ? 110 : 130}
                height="7"
                rx="3.5"
                fill="var(--color-slate-200)"
              />
            </g>
          );
        })}
        <rect x="84" y="306" width="232" height="10" rx="5" fill="var(--color-slate-100)" />
        <rect x="84" y="306" width="174" height="10" rx="5" fill="var(--color-accent-500)" />
      </g>
      <g>
        <rect x="290" y="200" width="170" height="136" rx="20" fill="#fff" />
        <rect x="290" y="200" width="170" height="136" rx="20" fill="none" stroke={CARD_STROKE} />
        <circle cx="318" cy="232" r="14" fill="var(--color-brand-200)" />
        <rect x="340" y="220" width="100" height="26" rx="13" fill="var(--color-slate-100)" />
        <rect x="352" y="230" width="70" height="6" rx="3" fill="var(--color-slate-400)" />
        <circle cx="432" cy="288" r="14" fill="var(--color-accent-300)" />
        <rect x="310" y="274" width="108" height="28" rx="14" fill="var(--color-brand-600)" />
        <rect x="324" y="285" width="78" height="6" rx="3" fill="#fff" fillOpacity="0.85" />
        <rect x="310" y="312" width="60" height="6" rx="3" fill="var(--color-slate-200)" />
      </g>
      <g>
        <circle cx="380" cy="110" r="44" fill="#fff" />
        <circle cx="380" cy="110" r="44" fill="none" stroke={CARD_STROKE} />
        <circle cx="380" cy="110" r="30" fill="none" stroke="var(--color-brand-100)" strokeWidth="8" />
        <path
          d="M380 80a30 30 0 0 1 28.5 39.3"
          fill="none"
          stroke="var(--color-brand-600)"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <path
          d="M380 96v14l9 6"
          fill="none"
          stroke="var(--color-slate-800)"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

/** A code editor, a briefcase and a month calendar: an internship on a real team, drawn. */
export function InternshipIllustration({ className }: { className?: string }) {
  const codeLines = [
    { indent: 0, width: 120, color: 'var(--color-brand-300)' },
    { indent: 24, width: 150, color: 'var(--color-accent-300)' },
    { indent: 24, width: 96, color: 'var(--color-slate-400)' },
    { indent: 48, width: 130, color: 'var(--color-brand-300)' },
    { indent: 24, width: 70, color: 'var(--color-accent-300)' },
    { indent: 0, width: 40, color: 'var(--color-brand-300)' },
  ];
  return (
    <svg viewBox="0 0 480 400" className={className} aria-hidden="true" focusable="false">
      <circle cx="400" cy="300" r="64" fill="var(--color-brand-100)" />
      <circle cx="60" cy="70" r="48" fill="var(--color-accent-100)" />
      <g>
        <rect x="40" y="60" width="340" height="230" rx="22" fill="var(--color-slate-900)" />
        <circle cx="68" cy="84" r="6" fill="#f87171" />
        <circle cx="88" cy="84" r="6" fill="var(--color-accent-400)" />
        <circle cx="108" cy="84" r="6" fill="#4ade80" />
        <rect x="40" y="104" width="340" height="1" fill="#fff" fillOpacity="0.12" />
        {codeLines.map((line, index) => (
          <g key={`${line.indent}-${line.width}-${line.color}`}>
            <rect x="62" y={126 + index * 24} width="14" height="8" rx="4" fill="#fff" fillOpacity="0.2" />
            <rect
              x={90 + line.indent}
              y={126 + index * 24}
              width={line.width}
              height="8"
              rx="4"
              fill={line.color}
            />
          </g>
        ))}
        <path d="M20 290h380l-18 26H38z" fill="var(--color-slate-300)" />
        <rect x="170" y="290" width="80" height="8" rx="4" fill="var(--color-slate-400)" />
      </g>
      <g>
        <rect x="300" y="40" width="150" height="130" rx="20" fill="#fff" />
        <rect x="300" y="40" width="150" height="130" rx="20" fill="none" stroke={CARD_STROKE} />
        <rect x="300" y="40" width="150" height="34" rx="20" fill="var(--color-brand-700)" />
        <rect x="300" y="58" width="150" height="16" fill="var(--color-brand-700)" />
        {[0, 1, 2, 3, 4, 5].map((cell) => (
          <rect
            key={cell}
            x={320 + (cell % 3) * 40}
            y={90 + Math.floor(cell / 3) * 36}
            width="30"
            height="26"
            rx="7"
            fill={cell < 4 ? 'var(--color-brand-100)' : 'var(--color-slate-100)'}
          />
        ))}
        <path
          d="m326 103 6 6 11-12"
          fill="none"
          stroke="var(--color-brand-700)"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g>
        <rect x="250" y="250" width="180" height="120" rx="20" fill="#fff" />
        <rect x="250" y="250" width="180" height="120" rx="20" fill="none" stroke={CARD_STROKE} />
        <path
          d="M290 290v-8q0-8 8-8h24q8 0 8 8v8"
          fill="none"
          stroke="var(--color-brand-700)"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <rect x="272" y="290" width="76" height="54" rx="10" fill="var(--color-accent-400)" />
        <rect x="302" y="308" width="16" height="14" rx="4" fill="#fff" />
        <rect x="362" y="294" width="50" height="9" rx="4.5" fill="var(--color-slate-800)" />
        <rect x="362" y="312" width="38" height="7" rx="3.5" fill="var(--color-slate-300)" />
        <rect x="362" y="328" width="44" height="7" rx="3.5" fill="var(--color-slate-300)" />
      </g>
    </svg>
  );
}
