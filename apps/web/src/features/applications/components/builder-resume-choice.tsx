import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';

interface BuilderResumeChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * For a signed-in learner with a saved résumé: send that résumé instead of uploading a file. The server prints
 * it when the application is submitted and keeps that copy, so later edits do not change what was sent.
 */
export function BuilderResumeChoice({ checked, onChange, disabled }: BuilderResumeChoiceProps) {
  const { t } = useLingui();
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <Checkbox
        label={t`Attach my Pathshala résumé`}
        hint={
          <>
            <Trans>The résumé you built on Pathshala is sent as a PDF, as it is when you submit.</Trans>{' '}
            <Link to={paths.resume} className="font-semibold text-brand-700 underline">
              <Trans>Edit my résumé</Trans>
            </Link>
          </>
        }
        checked={checked}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        data-testid="use-builder-resume"
      />
    </div>
  );
}
