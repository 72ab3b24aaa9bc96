import { ToastContainer } from 'react-toastify';
import { TOAST } from '@admin-hub/domain';

/**
 * Where the toasts of spec §8/§9 appear. react-toastify 11 injects its own CSS, so none is
 * imported here.
 */
export function ToastHost() {
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
