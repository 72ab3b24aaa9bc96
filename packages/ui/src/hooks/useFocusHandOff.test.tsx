// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useFocusHandOff } from './useFocusHandOff.ts';

afterEach(cleanup);

/** A switch between two states, each button disabled in the state it leads to. */
function Pair() {
  const [on, setOn] = useState(false);
  const [first, second] = useFocusHandOff(on, !on);
  return (
    <>
      <button ref={first} disabled={on} onClick={() => setOn(true)}>
        Select All
      </button>
      <button ref={second} disabled={!on} onClick={() => setOn(false)}>
        Deselect All
      </button>
    </>
  );
}

it('hands focus from the button that disabled itself to its counterpart, and back', () => {
  render(<Pair />);
  const selectAll = screen.getByRole('button', { name: 'Select All' });
  const deselectAll = screen.getByRole('button', { name: 'Deselect All' });
  selectAll.focus();
  fireEvent.click(selectAll);
  expect(selectAll.hasAttribute('disabled')).toBe(true);
  expect(document.activeElement).toBe(deselectAll);
  fireEvent.click(deselectAll);
  expect(document.activeElement).toBe(selectAll);
});

it('leaves focus alone when the control that disabled was not the focused one', () => {
  render(
    <>
      <input aria-label="Elsewhere" />
      <Pair />
    </>,
  );
  const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
  expect(document.activeElement).toBe(elsewhere);
});
