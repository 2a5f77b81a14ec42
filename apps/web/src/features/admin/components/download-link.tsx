import type { ReactNode } from 'react';
import { type ButtonStyleProps, buttonClasses } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';

interface DownloadLinkProps extends ButtonStyleProps {
  /** A file the API sends as an attachment (a CSV, a résumé); the browser saves it with the session's cookie. */
  href: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A download that looks like a button. A plain link: the file streams to disk, however large. */
export function DownloadLink({
  href,
  children,
  variant = 'outline',
  size,
  className,
  'data-testid': testId,
}: DownloadLinkProps) {
  return (
    <a href={href} download className={buttonClasses({ variant, size }, className)} data-testid={testId}>
      <DownloadIcon className="size-4.5" />
      {children}
    </a>
  );
}
