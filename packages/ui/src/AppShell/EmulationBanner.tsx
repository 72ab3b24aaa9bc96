import { VenetianMask } from 'lucide-react';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

export interface EmulationBannerProps {
  /** e.g. 'You are emulating Jane Doe (jane@acme.example)'. */
  label: string;
  onCancel: () => void;
  cancelling: boolean;
}

/** Shown above the page content while a super admin emulates a user (spec §1, §4). */
export function EmulationBanner({ label, onCancel, cancelling }: EmulationBannerProps) {
  return (
    <div className="ah-emulation" role="region" aria-label="Emulation">
      <VenetianMask size={20} aria-hidden="true" className="flex-shrink-0" />
      <span className="ah-emulation__label">{label}</span>
      <SubmitButton
        type="button"
        size="sm"
        variant="dark"
        submitting={cancelling}
        onClick={onCancel}
        className="ms-auto flex-shrink-0"
      >
        Cancel
      </SubmitButton>
    </div>
  );
}
