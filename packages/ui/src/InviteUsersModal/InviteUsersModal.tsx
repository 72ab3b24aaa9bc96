import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { emailsToCheck, inviteUsersFormSchema } from '@admin-hub/domain/inviteList';
import { ROLE_LABELS, Role } from '@admin-hub/domain/roles';
import { roleOptions } from '@admin-hub/domain/userPermissions';
import type {
  EmailCheck,
  InviteListEntry,
  InvitePreviewRow,
  InviteUsersFormValues,
} from '@admin-hub/domain/inviteList';
import type { Actor } from '@admin-hub/domain/userPermissions';
import { CheckboxField, SelectField, TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { BaseUserSigns } from '../InviteUserModal/InviteUserModal.tsx';
import type { SchedulerSignsLoad } from '../SchedulerSignsField/SchedulerSignsField.tsx';
import { FieldFeedback } from '../FormFields/FieldFeedback.tsx';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';
import { useInvitePreview } from './useInvitePreview.ts';
import { formatCount } from '@admin-hub/domain/formatCount';

/** The Invite Users form as it is held: a select may be emptied (''). */
export interface InviteUsersFormInput {
  emails: string;
  csvEntries: InviteListEntry[];
  role: Role | '';
  sendInviteEmail: boolean;
  signIds: number[];
}

/**
 * What 'Invite N users' hands over: the values as the schema casts them, and the preview the
 * person saw (its rows without a problem are the ones to send; the others are reported skipped).
 */
export type InviteUsersSubmission = InviteUsersFormValues & {
  preview: readonly InvitePreviewRow[];
};

/** What reading an uploaded CSV gave: its rows, or why it gave none. */
export type CsvRead = { entries: InviteListEntry[] } | { error: string };

export interface InviteUsersModalProps {
  /** Who invites: their role decides the roles offered (spec §6). */
  actor: Actor;
  /** The company's scheduler signs, offered for base users, all preselected (spec §6). */
  signs: SchedulerSignsLoad;
  /** What the users call said of an address so far. */
  emailCheck: (email: string) => EmailCheck;
  /** The list's valid addresses changed: each wants checking against the users call. */
  onCheckEmails: (emails: string[]) => void;
  /** Reads an uploaded CSV (a column named email; role optional). */
  readCsv: (file: File) => Promise<CsvRead>;
  /** Gets the values and the preview; the rows to send are the preview's ready ones. */
  onSubmit: (submission: InviteUsersSubmission) => Promise<SubmitOutcome<InviteUsersFormInput>>;
  onHide: () => void;
}

const CHECK_AFTER_MS = 300;

const users = (n: number) => `${formatCount(n)} ${n === 1 ? 'user' : 'users'}`;

const readyRows = (rows: readonly InvitePreviewRow[]) => rows.filter((row) => !row.problem);

/** The preview in one line: ready is said only of what the users call has answered for. */
function previewSummary(rows: readonly InvitePreviewRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  const problems = rows.filter((row) => row.problem).length;
  const checking = rows.filter((row) => !row.problem && row.checking).length;
  return [
    `${users(rows.length - problems - checking)} ready`,
    checking > 0 ? `${formatCount(checking)} checking` : '',
    problems > 0 ? `${formatCount(problems)} with a problem (not sent)` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Invite Users (issue 17): a list of addresses, typed or from a CSV, checked row by row in a
 * preview before anything is sent, with Invite User's role, invite email and scheduler signs for
 * every row (a CSV's role column, where given, for its row). 'Invite N users' sends the ready
 * rows. Render it only while open.
 */
export function InviteUsersModal({
  actor,
  signs,
  emailCheck,
  onCheckEmails,
  readCsv,
  onSubmit,
  onHide,
}: InviteUsersModalProps) {
  const offered = useMemo(() => roleOptions(actor, null), [actor]);
  const preview = useInvitePreview(offered, emailCheck);
  // Spec §9's defaults, as the schema declares them (Invite User's): a base user, invite sent.
  const initialValues: InviteUsersFormInput = inviteUsersFormSchema.getDefault();
  return (
    <ModalForm
      show
      size="lg"
      title="Invite Users"
      submitLabel={(values) => `Invite ${users(readyRows(preview(values)).length)}`}
      // Beside 'Invite N users', so what is sent and what is not stay in view however long the
      // list: the preview's rows are at the body's end, below the signs.
      status={(values) => previewSummary(preview(values))}
      schema={inviteUsersFormSchema}
      initialValues={initialValues}
      onSubmit={(values) => onSubmit({ ...values, preview: preview(values) })}
      onHide={onHide}
      submitDisabled={(values) => {
        const rows = readyRows(preview(values));
        return (
          rows.length === 0 ||
          rows.some((row) => row.checking) ||
          (rows.some((row) => row.roleToGive === Role.User) && signs.status !== 'loaded')
        );
      }}
    >
      <TextField
        name="emails"
        label="Email addresses"
        rows={5}
        autoComplete="off"
        help="One per line, or separated by commas or semicolons."
      />
      <CsvUpload readCsv={readCsv} />
      <SelectField
        name="role"
        label="Role"
        emptyOption="Choose a role"
        options={offered.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <CheckboxField name="sendInviteEmail" label="Send invite email" />
      <BaseUserSigns signs={signs} />
      <InvitePreview offered={offered} preview={preview} onCheckEmails={onCheckEmails} />
    </ModalForm>
  );
}

/** 'Upload CSV': its rows join the list; a file without an email column says so. */
function CsvUpload({ readCsv }: Pick<InviteUsersModalProps, 'readCsv'>) {
  const { setFieldValue, isSubmitting } = useFormikContext<InviteUsersFormInput>();
  const id = useId();
  const [error, setError] = useState<string>();
  const [read, setRead] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const answer = await readCsv(file);
    if ('error' in answer) {
      setError(answer.error);
      setRead(undefined);
      await setFieldValue('csvEntries', []);
      return;
    }
    setError(undefined);
    setRead(
      `${file.name}: ${formatCount(answer.entries.length)} ${answer.entries.length === 1 ? 'row' : 'rows'}`,
    );
    await setFieldValue('csvEntries', answer.entries);
  };
  return (
    <Form.Group className="mb-3 ah-file-picker" controlId={id}>
      <Form.Label>Upload CSV</Form.Label>
      {/* The browser's own control, kept for the keyboard and screen readers (named by the label
          above); the eye sees the button after it, which opens it too. */}
      <Form.Control
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden ah-file-picker__input"
        disabled={isSubmitting}
        isInvalid={error !== undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setFileName(event.target.files?.[0]?.name);
          void upload(event);
        }}
      />
      <label
        htmlFor={id}
        className="btn btn-outline-secondary btn-sm ah-file-picker__button"
        aria-hidden="true"
      >
        <Upload size={16} aria-hidden="true" />
        Choose file
      </label>
      <span className="ah-file-picker__name" aria-hidden="true">
        {fileName ?? 'No file chosen'}
      </span>
      <FieldFeedback
        error={error}
        errorId={`${id}-error`}
        helpId={`${id}-help`}
        help={read ?? 'A column named email; role optional, default User.'}
      />
    </Form.Group>
  );
}

/** Every row checked before anything is sent, problems with the rule's exact message. */
function InvitePreview({
  offered,
  preview,
  onCheckEmails,
}: {
  offered: Role[];
  preview: ReturnType<typeof useInvitePreview>;
  onCheckEmails: InviteUsersModalProps['onCheckEmails'];
}) {
  const { values } = useFormikContext<InviteUsersFormInput>();
  const toCheck = emailsToCheck(values, offered).join('\n');
  // After a pause in typing, so a half-typed address that happens to be valid is not looked up.
  useEffect(() => {
    if (toCheck === '') return;
    const timer = setTimeout(() => onCheckEmails(toCheck.split('\n')), CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toCheck, onCheckEmails]);
  const rows = preview(values);
  if (rows.length === 0) return <p className="text-body-secondary mb-0">No addresses yet.</p>;
  return (
    <>
      <ScrollRegion className="ah-run__table" label="Preview">
        <table className="table table-sm mb-0 ah-stack-table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td data-label="Line">{String(row.line)}</td>
                <td data-label="Email" className="text-break">
                  {row.email}
                </td>
                <td data-label="Role">{ROLE_LABELS[row.roleToGive]}</td>
                <td data-label="Check" className={row.problem ? 'text-danger' : undefined}>
                  {row.problem ?? (row.checking ? 'Checking…' : 'Ready')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
