import { SEARCH_DEBOUNCE_MS } from '@admin-hub/domain';
import { Building2, CornerDownLeft, UserRound } from 'lucide-react';
import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';

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
  const status = searching
    ? 'Searching…'
    : error
      ? error.message
      : visible.length === 0
        ? emptyMessage
        : '';

  return (
    <ModalFrame
      show={show}
      title="Jump To"
      onHide={onHide}
      dismissLabel="Close"
      restoreFocus={!chosen}
    >
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
      <div className="ah-jump__status">
        {/* Read out as it changes: 'Searching…', then what came back when nothing is listed. */}
        <span role="status">{status}</span>
        {!searching && error && (
          <Button variant="link" size="sm" onClick={error.onRetry} className="ms-2 p-0">
            Try Again
          </Button>
        )}
      </div>
      <p className="ah-jump__keys" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </ModalFrame>
  );
}
