import { useLayoutEffect, useState } from 'react';

/** The theme styles layers 0 to 2 (`_components.scss`); a fourth dialog shares the third's. */
const TOP_LAYER = 2;

/** The open modals of the page and the layer each took when it opened. */
const openLayers = new Map<object, number>();

/**
 * The class that puts a modal (its dialog and its backdrop) above every modal open before it:
 * `ah-modal-layer-0` for the first, `-1` for one opened over it ('Session ended' over Edit user),
 * and so on. Bootstrap gives every modal one z-index and every backdrop one lower, so a later
 * backdrop would otherwise lie under the earlier dialog and leave it undimmed.
 */
export function useModalLayer(show: boolean): string {
  const [layer, setLayer] = useState(0);
  // Before the browser paints the newly shown modal, so it never shows under the earlier one.
  useLayoutEffect(() => {
    if (!show) return;
    const token = {};
    const below = [...openLayers.values()];
    const taken = below.length === 0 ? 0 : Math.min(Math.max(...below) + 1, TOP_LAYER);
    openLayers.set(token, taken);
    setLayer(taken);
    return () => {
      openLayers.delete(token);
    };
  }, [show]);
  return `ah-modal-layer-${layer}`;
}
