import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useBusy } from '../hooks/useBusy.ts';

export const MFA_SWITCH_HELP =
  'Enabling MFA enforces multi-factor authentication for all users of this company.';

export interface CompanyMfaSwitchProps {
  /** The company's MFA flag as the server last said. */
  isMfaEnabled: boolean;
  /**
   * Saves the new value; resolves true once the server has it, false when it refused (its toast
   * says so). The switch shows the new value meanwhile.
   */
  onChange: (isMfaEnabled: boolean) => Promise<boolean>;
}

/**
 * The 'MFA Enabled' switch of a company's users (spec §2, §4). It shows the value being saved at
 * once and cannot be flipped again until the server answers; after a failure it returns to the
 * server's value. After a success it keeps the new value until `isMfaEnabled` catches up, so it
 * never flickers back while the company reloads.
 *
 * Disabled while saving, the switch drops focus; once the answer is in, focus comes back to it if
 * it had focus and nothing else took it, so Space tries again. Whether Chromium had already moved
 * focus out depended on how fast the answer came (a flaky screenshot of the failure story).
 */
export function CompanyMfaSwitch({ isMfaEnabled, onChange }: CompanyMfaSwitchProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const [pending, setPending] = useState<boolean | null>(null);
  const { busy: saving, run } = useBusy();
  const input = useRef<HTMLInputElement>(null);
  const focusWhenSaved = useRef(false);

  useEffect(() => {
    if (saving || !focusWhenSaved.current) return;
    focusWhenSaved.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || active === input.current) {
      input.current?.focus();
    }
  }, [saving]);

  // Saved and now confirmed by the server's value: nothing is pending any more.
  if (pending !== null && !saving && pending === isMfaEnabled) setPending(null);

  const change = (next: boolean) =>
    run(async () => {
      focusWhenSaved.current = document.activeElement === input.current;
      setPending(next);
      if (!(await onChange(next))) setPending(null);
    });

  return (
    <div className="ah-mfa-switch">
      <div className="d-flex align-items-center gap-2">
        <Form.Check
          type="switch"
          // Bootstrap draws a switch but leaves the input a checkbox to assistive technology.
          role="switch"
          id={id}
          ref={input}
          label="MFA Enabled"
          checked={pending ?? isMfaEnabled}
          disabled={saving}
          aria-describedby={helpId}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {saving && (
          <span
            role="status"
            className="d-inline-flex align-items-center gap-1 small text-body-secondary"
          >
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Saving…
          </span>
        )}
      </div>
      <Form.Text id={helpId} className="d-block">
        {MFA_SWITCH_HELP}
      </Form.Text>
    </div>
  );
}
