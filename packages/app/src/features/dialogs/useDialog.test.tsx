// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialog } from './useDialog.tsx';
import type { OpenDialog } from './useDialog.tsx';

afterEach(cleanup);

/** A dialog with state of its own (a half-typed field), named after its payload. */
function DraftDialog({ payload, close, show }: OpenDialog<string>) {
  const [draft, setDraft] = useState('');
  return (
    <div role="dialog" aria-label={payload} data-show={show}>
      <input aria-label="Draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}

function Opener({ keepMounted }: { keepMounted?: boolean }) {
  const dialog = useDialog<string>({ keepMounted });
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/companies/8')}>
        Another company
      </button>
      <button type="button" onClick={() => void navigate('/companies/7?search=avery')}>
        Search this company
      </button>
      <button type="button" onClick={() => dialog.open('Edit Avery')}>
        Edit Avery
      </button>
      <button type="button" onClick={() => dialog.open('Edit Blake')}>
        Edit Blake
      </button>
      <button
        type="button"
        onClick={() => {
          dialog.close();
          dialog.open('Edit Blake');
        }}
      >
        Close, then edit Blake
      </button>
      <output>{dialog.isOpen ? 'open' : 'closed'}</output>
      {dialog.render((open) => (
        <DraftDialog {...open} />
      ))}
    </>
  );
}

const renderOpener = (props: { keepMounted?: boolean } = {}) =>
  render(
    <MemoryRouter initialEntries={['/companies/7']}>
      <Opener {...props} />
    </MemoryRouter>,
  );

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const typeDraft = (text: string) =>
  userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), text);
const draft = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Draft' }).value;

describe('useDialog', () => {
  it('opens with its payload and unmounts on closing', async () => {
    renderOpener();
    expect(screen.queryByRole('dialog')).toBeNull();
    await press('Edit Avery');
    expect(screen.getByRole('dialog', { name: 'Edit Avery' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('open');
    await press('Close');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('closed');
  });

  it('starts each opening afresh: after closing, or over an open one', async () => {
    renderOpener();
    await press('Edit Avery');
    await typeDraft('half typed');
    await press('Close');
    await press('Edit Avery');
    expect(draft()).toBe('');

    await typeDraft('half typed');
    await press('Edit Blake');
    expect(screen.getByRole('dialog', { name: 'Edit Blake' })).toBeTruthy();
    expect(draft()).toBe('');
  });

  it('starts afresh when one closes and the next opens in the same event', async () => {
    // The first opening: nothing to tell it from the next but the count of openings.
    renderOpener();
    await press('Edit Avery');
    await typeDraft('half typed');
    await press('Close, then edit Blake');
    expect(screen.getByRole('dialog', { name: 'Edit Blake' })).toBeTruthy();
    expect(draft()).toBe('');
  });

  it('keeps a closed dialog mounted, hidden, when asked; the next opening is fresh', async () => {
    renderOpener({ keepMounted: true });
    await press('Edit Avery');
    await typeDraft('half typed');
    await press('Close');
    const closed = screen.getByRole('dialog', { name: 'Edit Avery' });
    expect(closed.dataset.show).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('closed');
    await press('Edit Avery');
    expect(screen.getByRole('dialog', { name: 'Edit Avery' }).dataset.show).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('open');
    expect(draft()).toBe('');
  });

  it('belongs to the page that opened it: another path closes it, a query change keeps it', async () => {
    renderOpener();
    await press('Edit Avery');
    await typeDraft('half typed');
    await press('Search this company');
    expect(draft()).toBe('half typed');
    await press('Another company');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('closed');
  });

  it('a kept-mounted dialog is gone too after a navigation', async () => {
    renderOpener({ keepMounted: true });
    await press('Edit Avery');
    await press('Another company');
    expect(screen.queryByRole('dialog')).toBeNull();
    await press('Edit Blake');
    expect(screen.getByRole('dialog', { name: 'Edit Blake' }).dataset.show).toBe('true');
  });
});
