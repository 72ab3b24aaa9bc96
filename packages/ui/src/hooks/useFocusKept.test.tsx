// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useFocusKept } from './useFocusKept.ts';

afterEach(cleanup);

/** A switch between two states, each button disabled in the state it leads to. */
function Pair() {
  const [on, setOn] = useState(false);
  const group = useFocusKept<HTMLDivElement>(String(on));
  return (
    <div ref={group}>
      <button disabled={on} onClick={() => setOn(true)}>
        Select All
      </button>
      <button disabled={!on} onClick={() => setOn(false)}>
        Deselect All
      </button>
    </div>
  );
}

it('hands focus from the button that disabled itself to the group\'s enabled one, and back', () => {
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

it('leaves focus alone when the person had moved it out of the group', () => {
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
