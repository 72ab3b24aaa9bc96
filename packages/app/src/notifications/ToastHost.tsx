// The unstyled entry injects no <style> element, which the Content-Security-Policy
// (style-src 'self') would block: its CSS ships as a stylesheet of the build instead.
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST } from '@admin-hub/domain/constants';
import { toastHostMounted } from './Notifier.ts';

/**
 * Where the toasts of spec §8/§9 appear. Every module uses `react-toastify/unstyled`: the default
 * entry is a separate copy with its own toast queue, so toasts sent through it would not show.
 */
export function ToastHost() {
  useEffect(toastHostMounted, []);
  return (
    <ToastContainer
      position={TOAST.position}
      autoClose={TOAST.autoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      // Version 11 drags on touch screens only by default; the spec's drag-to-dismiss is for every pointer.
      draggable
      draggablePercent={TOAST.dragPercent}
    />
  );
}
