import { useMemo, useState } from 'react';
import { capabilities } from '@admin-hub/domain/capabilities';
import { InviteUsersModal } from '@admin-hub/ui/InviteUsersModal';
import type { InviteUsersSubmission } from '@admin-hub/ui/InviteUsersModal';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import type { RunRow } from '@admin-hub/ui/RunPanel';
import { useGetSchedulerSignsQuery } from '../../../api/index.ts';
import { useCurrentUser } from '../../../auth/useCurrentUser.ts';
import { allLoaded } from '../../../queryViews/allLoaded.ts';
import { useQueryView } from '../../../queryViews/useQueryView.ts';
import { useAppConfig } from '../../../config/ConfigProvider.tsx';
import type { ItemOutcome } from '../../runs/runItems.ts';
import { runPanelProgress, useRun } from '../../runs/useRun.ts';
import { inviteCsvEntries } from './inviteCsv.ts';
import { inviteListStep } from './inviteListStep.ts';
import type { InviteRow } from './inviteListStep.ts';
import { useEmailChecks } from './useEmailChecks.ts';

export interface InviteUsersDialogProps {
  companyId: number;
  onClose: () => void;
}

// The toast's word (spec §8: an invitation is 'User created'), so the panel and the toast agree.
const STATUS_LABELS = { succeeded: 'Created', notStarted: 'Not created' } as const;

/** The rows the preview kept out, listed in the summary with their message. */
type Skipped = { email: string; line: number; problem: string }[];

/**
 * Invite Users (issue 17): the form and its preview, then the run over the ready rows: progress,
 * Cancel, a summary of every row (the preview's skipped ones too) and 'Retry failed'. Each row
 * is Invite User's own calls; the run raises one toast and refreshes the lists once per pass.
 */
export function InviteUsersDialog({ companyId, onClose }: InviteUsersDialogProps) {
  const { productName } = useAppConfig();
  const { user: me } = useCurrentUser();
  const signs = allLoaded([useQueryView(useGetSchedulerSignsQuery({ companyId }))], (loaded) => ({
    signs: loaded,
  }));
  const hubWide = me !== undefined && capabilities(me.role).viewUsers;
  const { emailCheck, check } = useEmailChecks(companyId, hubWide);
  const run = useRun<InviteRow>();
  const [skipped, setSkipped] = useState<Skipped | null>(null);

  const rows = useMemo(
    () => (run.state && skipped ? summaryRows(run.state.outcomes, skipped) : []),
    [run.state, skipped],
  );

  if (me === undefined) return null;

  if (run.state && skipped)
    return (
      <RunPanel
        title="Invite Users"
        {...runPanelProgress(run.state, run)}
        unit="users"
        itemHeading="User"
        statusLabels={STATUS_LABELS}
        continueVerb="Invite"
        rows={rows}
        onClose={() => {
          run.close();
          onClose();
        }}
        // It takes the place of the form that was sent, and the focus its Invite button had.
        takeFocus
      />
    );

  // The preview the person saw, worked out by the modal: its ready rows are sent, the rest skipped.
  const submit = ({ preview, sendInviteEmail, signIds }: InviteUsersSubmission) => {
    const ready: InviteRow[] = preview
      .filter((row) => !row.problem)
      .map((row) => ({
        // Spec §7: POST /users carries companyId, role, email and sendInviteEmail only.
        payload: { companyId, role: row.roleToGive, email: row.email, sendInviteEmail },
        // As in Invite User, the step sends a base user's chosen signs in the follow-up update.
        signIds,
      }));
    setSkipped(
      preview.flatMap(({ email, line, problem }) => (problem ? [{ email, line, problem }] : [])),
    );
    // One step for every pass: a retried row whose user exists only retries its permissions.
    run.start(ready, { kind: 'createUser', noun: 'users', step: inviteListStep(productName) });
    // The form's part is done: the run's panel takes its place.
    return Promise.resolve();
  };
  return (
    <InviteUsersModal
      actor={me}
      signs={signs}
      emailCheck={emailCheck}
      onCheckEmails={check}
      readCsv={async (file) => inviteCsvEntries(await file.text())}
      onSubmit={submit}
      onHide={onClose}
    />
  );
}

/** Every row the run went to, then each the preview kept out, with its message. */
function summaryRows(outcomes: readonly ItemOutcome<InviteRow>[], skipped: Skipped): RunRow[] {
  return [
    ...outcomes.map(({ item, status, reason }) => ({
      key: item.payload.email.toLowerCase(),
      label: item.payload.email,
      status,
      reason,
    })),
    ...skipped.map(({ email, line, problem }) => ({
      key: `line-${line}`,
      label: email,
      status: 'skipped' as const,
      reason: problem,
    })),
  ];
}
