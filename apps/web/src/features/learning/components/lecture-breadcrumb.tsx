import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { HomeIcon } from './learning-icons';

/** Home icon › My Learnings › course (spec §2 "Lecture viewer"). */
export function LectureBreadcrumb({ courseTitle }: { courseTitle: string }) {
  const { t } = useLingui();
  const separator = <ChevronRightIcon className="size-4 shrink-0 text-slate-400" />;
  return (
    <nav aria-label={t`Breadcrumb`} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
        <li className="flex shrink-0 items-center">
          <Link
            to={paths.home}
            aria-label={t`Home`}
            className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-slate-100 hover:text-slate-900"
          >
            <HomeIcon className="size-5" />
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-2">
          {separator}
          <Link to={paths.myLearnings} className="font-medium hover:text-brand-700 hover:underline">
            <Trans>My Learnings</Trans>
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          {separator}
          <span aria-current="page" className="truncate font-semibold text-slate-900">
            {courseTitle}
          </span>
        </li>
      </ol>
    </nav>
  );
}
