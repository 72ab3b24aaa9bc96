import type { ReactNode } from 'react';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';

export interface InfoModalProps {
  show: boolean;
  title: string;
  onHide: () => void;
  size?: 'sm' | 'lg';
  children: ReactNode;
}

/** A modal that only shows something (Password Reset link, MFA Devices): Close is its one button. */
export function InfoModal({ show, title, onHide, size, children }: InfoModalProps) {
  return (
    <ModalFrame show={show} title={title} onHide={onHide} size={size} dismissLabel="Close">
      {children}
    </ModalFrame>
  );
}
