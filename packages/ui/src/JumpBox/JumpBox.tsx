import { SEARCH_DEBOUNCE_MS } from '@admin-hub/domain';
import { Building2, CornerDownLeft, UserRound } from 'lucide-react';
import { Command } from 'cmdk';
import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import { LoadFailed } from '../LoadableContent/LoadFailed.tsx';
import { LoadingStatus } from '../LoadableContent/LoadingStatus.tsx';

/** One place the jump box can open: a company, or a user (on their company's page). */
export interface JumpItem {
  /** Unique in the box, e.g. 'company:4' or 'user:auth0|…'. */
  key: string;
  kind: 'company' | 'user';
  label: string;
  /** A second line: a user's email and company. */
  detail?: string;
}

export interface JumpGroup {
  heading: string;
  items: readonly JumpItem[];
}

export interface JumpBoxProps {
  show: boolean;
  onHide: () => void;
  /** The field's placeholder and accessible name, e.g. 'Search companies and users'. */
  placeholder: string;
  /** The typed text once typing has paused for `debounceMs`; at once when the field is cleared. */
  onSearch: (text: string) => void;
  /** What to list now: recent choices for an empty field, else the search's results. */
  groups: readonly JumpGroup[];
  /** The search's answer is on its way. */
  loading: boolean;
  /** The search failed: its message and a way to ask again. */
  error?: { message: string; onRetry: () => void };
  /** Said when nothing is listed, not loading and no error (a hint, or that nothing matched). */
  emptyMessage: string;
  onSelect: (item: JumpItem) => void;
  debounceMs?: number;
}

const ICONS = { company: Building2, user: UserRound } as const;

/**
 * The Ctrl-K jump box: one field that finds companies and users as you type, driven from the
 * keyboard (arrows move, Enter opens, Esc closes; cmdk's combobox and listbox). It searches
 * nothing itself: the text goes out through `onSearch`, the groups come back as props.
 *
 * The frame is react-bootstrap's Modal with the header of every dialog, but not ModalFrame: a
 * choice or Esc closes it, so it has no footer, and ModalFrame's buttons would split shared
 * chunks of the users list (its budget) when this box loads on its own.
 */
export function JumpBox({
  show,
  onHide,
  placeholder,
  onSearch,
  groups,
  loading,
  error,
  emptyMessage,
  onSelect,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: JumpBoxProps) {
  const [text, setText] = useState('');
  // A choice leads to another page, where focus belongs to what was chosen, not back to the opener.
  const [chosen, setChosen] = useState(false);
  // Typed but not yet sent: already 'Searching…', so an old answer is never taken for this one.
  const [pending, setPending] = useState(false);
  const send = (value: string) => {
    setPending(false);
    onSearch(value);
  };
  const search = useDebouncedCallback(send, debounceMs);
  // The box exists to be typed in: the field has focus as soon as it opens (after the modal
  // has focused itself, which its own effect, a child's, does first).
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (show) input.current?.focus();
  }, [show]);

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      // Cleared: the recent choices come back at once.
      search.cancel();
      send('');
      return;
    }
    setPending(true);
    search.schedule(next.trim());
  };
  const searching = pending || loading;
  const visible = groups.filter((group) => group.items.length > 0);
  const status = !searching && !error && visible.length === 0 ? emptyMessage : '';

  return (
    <Modal show={show} onHide={onHide} restoreFocus={!chosen} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Jump To
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Command label={placeholder} shouldFilter={false} loop className="ah-jump">
          <Command.Input
            value={text}
            onValueChange={change}
            placeholder={placeholder}
            className="form-control ah-jump__input"
            ref={input}
            onKeyDown={(event) => {
              // The debounce has not run yet: Enter sends the search now instead of picking an old row.
              if (event.key === 'Enter' && pending) {
                event.preventDefault();
                search.cancel();
                send(text.trim());
              }
            }}
          />
          <Command.List label={placeholder} className="ah-jump__list">
            {!searching &&
              visible.map((group) => (
                <Command.Group key={group.heading} heading={group.heading}>
                  {group.items.map((item) => {
                    const Icon = ICONS[item.kind];
                    return (
                      <Command.Item
                        key={item.key}
                        value={item.key}
                        onSelect={() => {
                          setChosen(true);
                          onSelect(item);
                        }}
                        className="ah-jump__item"
                      >
                        <Icon size={18} aria-hidden="true" className="ah-jump__icon" />
                        <span className="ah-jump__text">
                          <span className="ah-jump__label">{item.label}</span>
                          {item.detail && <span className="ah-jump__detail">{item.detail}</span>}
                        </span>
                        <CornerDownLeft size={16} aria-hidden="true" className="ah-jump__enter" />
                      </Command.Item>
                    );
                  })}
                </Command.Group>
              ))}
          </Command.List>
        </Command>
        {searching && <LoadingStatus label="Searching…" placement="dialog" />}
        {!searching && error && (
          <LoadFailed message={error.message} onRetry={error.onRetry} placement="dialog" />
        )}
        {/* Read out as it changes: a hint, or that nothing matched. */}
        <div role="status" className="ah-jump__status">
          {status}
        </div>
        <p className="ah-jump__keys" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </Modal.Body>
    </Modal>
  );
}
