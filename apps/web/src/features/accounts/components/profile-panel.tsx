import type { ReactNode } from 'react';

interface ProfilePanelProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The heading band and body shared by the profile page's panels. */
export function ProfilePanel({ title, intro, children }: ProfilePanelProps) {
  return (
    <div className="rounded-card bg-white shadow-card ring-1 ring-slate-200/70">
      <div className="border-b border-slate-200 px-6 py-5 sm:px-8">
        <h2 className="text-title font-bold">{title}</h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      <div className="px-6 py-6 sm:px-8 sm:py-8">{children}</div>
    </div>
  );
}
