import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * What `measure` reads from the element once it is drawn (its computed style, its box, the
 * tokens it inherits): the Foundations pages show the values the theme produces in the browser,
 * not numbers typed beside them. Null until the first layout.
 */
export function useMeasured<E extends HTMLElement, T>(
  measure: (element: E) => T,
): [RefObject<E | null>, T | null] {
  const ref = useRef<E>(null);
  const [measured, setMeasured] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setMeasured(measure(ref.current));
    // Measured once: the tokens do not change under a drawn page (a theme is a prop of its own box).
  }, []);
  return [ref, measured];
}

/** A token's value as the element inherits it, e.g. tokenOf(el, 'surface') → '#fff'. */
export const tokenOf = (element: Element, name: string): string =>
  getComputedStyle(element).getPropertyValue(`--ah-${name}`).trim();
