import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog, type ConfirmOutcome } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useBusy } from '../hooks/useBusy.ts';
import { mfaConfirmation } from './mfaConfirmation.ts';

const MFA_SWITCH_HELP =
  'Enabling MFA enforces multi-factor authentication for all users of this company.';

export interface CompanyMfaSwitchProps {
  /** Named in the confirmation. */
  companyName: string;
  /** How many users the change reaches (the Users heading's count); undefined while unknown. */
  userCount: number | undefined;
  /** The company's MFA flag as the server last said. */
  isMfaEnabled: boolean;
  /**
   * Saves the new value once the person confirmed it; resolves ok once the server has it, or a
   * failure with its words (the toast says so too; the confirmation stays open, saying them).
   */
  onChange: (isMfaEnabled: boolean) => Promise<ConfirmOutcome>;
}

/**
 * The 'MFA Enabled' switch of a company's users (spec §2, §4). The flag reaches every user of the
 * company, so flipping it asks first, naming the company and what changes; the switch stays at
 * the server's value until the save went through (Cancel or a failure leave it as it was). The
 * confirmation runs the save: busy meanwhile, open after a failure with focus back on Confirm,
 * closed after a success with focus back on the switch (react-bootstrap's Modal returns it). After
 * a success the switch keeps the new value until `isMfaEnabled` catches up, so it never flickers
 * back while the company reloads.
 */
export function CompanyMfaSwitch({
  companyName,
  userCount,
  isMfaEnabled,
  onChange,
}: CompanyMfaSwitchProps) {
  const id = useId();
  const helpId = `${id}-help`;
  // The value the confirmation asks for; it keeps its words while the dialog fades out.
  const [requested, setRequested] = useState(!isMfaEnabled);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string>();
  const [gone, setGone] = useState<string>();
  const { busy, run } = useBusy();

  // Saved and now confirmed by the server's value: nothing is pending any more.
  if (saved !== null && saved === isMfaEnabled) setSaved(null);

  const ask = (next: boolean) => {
    setRequested(next);
    setFailure(undefined);
    setGone(undefined);
    setAsking(true);
  };
  const confirm = () =>
    run(async () => {
      setFailure(undefined);
      const outcome = await onChange(requested);
      if (!outcome.ok) {
        setFailure(outcome.error);
        setGone(outcome.gone);
        return;
      }
      setSaved(requested);
      setAsking(false);
    });
  const { title, question } = mfaConfirmation(requested, companyName, userCount);
  const checked = saved ?? isMfaEnabled;

  return (
    <div className="ah-mfa-switch">
      {/* A flex row keeps the switch's margin inside it: the help text sits where it always has. */}
      <div className="d-flex align-items-center gap-2">
        <Form.Check
          type="switch"
          // Bootstrap draws a switch but leaves the input a checkbox to assistive technology.
          role="switch"
          id={id}
          label="MFA Enabled"
          checked={checked}
          aria-describedby={helpId}
          onChange={(event) => ask(event.currentTarget.checked)}
        />
        {/* The spec's label names the setting, not its state: an off switch read 'MFA Enabled'.
            The state is said beside it; the switch itself tells assistive technology. */}
        <span
          className={`ah-mfa-switch__state${checked ? ' ah-mfa-switch__state--on' : ''}`}
          aria-hidden="true"
        >
          {checked ? 'On' : 'Off'}
        </span>
      </div>
      <Form.Text id={helpId} className="d-block">
        {MFA_SWITCH_HELP}
      </Form.Text>
      <ConfirmDialog
        show={asking}
        title={title}
        confirmVariant={requested ? 'primary' : 'danger'}
        submitting={busy}
        error={failure}
        gone={gone}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {question}
      </ConfirmDialog>
    </div>
  );
}
