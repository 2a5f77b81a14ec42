import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_REINSTATE_DAYS } from '@pathshala/shared/accounts-constants';
import { COMPANY } from '@pathshala/shared/company';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTranslateText } from '@/hooks/use-translate-text';
import { useDeleteAccount } from '../api/delete-account';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { ProfilePanel } from './profile-panel';

const SUPPORT_EMAIL = COMPANY.supportEmail;

/** Spec §4/§9: closing is confirmed twice; after a 200 the learner goes to /logout. */
export function CloseAccountPanel() {
  const { t } = useLingui();
  const shown = useTranslateText();
  const navigate = useNavigate();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();

  const closeConfirm = () => {
    if (deleteAccount.isPending) return;
    deleteAccount.reset();
    setConfirming(false);
  };

  const confirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => navigate(paths.logout, { replace: true }),
    });

  return (
    <ProfilePanel title={t`Close account`} intro={t`Close your account permanently.`}>
      <div className="flex gap-4 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200 sm:p-6">
        <AlertTriangleIcon className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div className="flex flex-col gap-2">
          <p className="font-semibold">
            <Trans>
              Warning: if you close your account, you will be unsubscribed from all your courses and will lose
              access to them.
            </Trans>
          </p>
          <p>
            <Trans>
              You have {ACCOUNT_REINSTATE_DAYS} days to change your mind: to reinstate the account, contact{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold underline underline-offset-4">
                {SUPPORT_EMAIL}
              </a>
              . After that it cannot be recovered.
            </Trans>
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <Checkbox
          label={t`I understand`}
          hint={t`My courses and progress go with the account.`}
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <Button
          variant="danger"
          className="self-start"
          disabled={!understood}
          onClick={() => setConfirming(true)}
        >
          <Trans>Close account</Trans>
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={closeConfirm}
        title={t`Close your account?`}
        description={t`You will be signed out and unsubscribed from your courses. Write to ${SUPPORT_EMAIL} within ${ACCOUNT_REINSTATE_DAYS} days to reinstate it.`}
      >
        <FormAlert className="mb-4">
          {deleteAccount.isError ? shown(errorMessage(deleteAccount.error)) : null}
        </FormAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={closeConfirm} disabled={deleteAccount.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={deleteAccount.isPending}>
            <Trans>Close account</Trans>
          </Button>
        </div>
      </Dialog>
    </ProfilePanel>
  );
}
