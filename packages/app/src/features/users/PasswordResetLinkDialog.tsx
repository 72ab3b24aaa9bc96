import { useEffect, useRef } from 'react';
import { PasswordResetLinkModal } from '@admin-hub/ui/PasswordResetLinkModal';
import { useCreatePasswordResetLinkMutation } from '../../api/index.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { useNotifyClipboard } from '../../notifications/showToast.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/**
 * Password Reset link (spec §4): the link is requested as the modal opens, once per opening, and
 * copied with the clipboard API. Its toasts come from the listener: the request's failure, and
 * the copy's outcome through `notifyClipboard`.
 */
export function PasswordResetLinkDialog({ user, onClose }: UserDialogProps) {
  const [createLink, request] = useCreatePasswordResetLinkMutation();
  const notifyClipboard = useNotifyClipboard();
  // StrictMode runs effects twice on mount; a second POST would mint a second link.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void createLink(user.id);
  }, [createLink, user.id]);

  // The request is a mutation, read like a query: asking again is retrying it.
  const link = useQueryView({
    currentData: request.data?.passwordResetLink,
    isError: request.isError,
    refetch: () => createLink(user.id),
  });

  const copy = async (link: string) => {
    try {
      // Missing outside secure contexts, and refused without permission: both are a failed copy.
      await navigator.clipboard.writeText(link);
      notifyClipboard(true);
    } catch {
      notifyClipboard(false);
    }
  };

  return (
    <PasswordResetLinkModal
      show
      userEmail={user.email}
      link={link}
      onCopy={(copied) => void copy(copied)}
      onHide={onClose}
    />
  );
}
