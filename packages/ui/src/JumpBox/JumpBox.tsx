import { SEARCH_DEBOUNCE_MS } from '@admin-hub/domain/constants';
import { Building2, CornerDownLeft, UserRound } from 'lucide-react';
import { Command } from 'cmdk';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import { useModalLayer } from '../hooks/useModalLayer.ts';
import { LoadableContent } from '../LoadableContent/LoadableContent.tsx';
import { LoadingStatus } from '../LoadableContent/LoadingStatus.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';

/** One place the jump box can open: a company, or a user (on their company's page). */
export interface JumpItem {
  /** Unique in the box, e.g. 'company:4' or 'user:auth0|…'. */
  key: string;
  kind: 'company' | 'user';
  label: string;
  /** A second line: a user's email and company, a company's team size. */
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
  /** What to list now: the recent choices for an empty field, else the search's results. */
  results: Loadable<readonly JumpGroup[]>;
  /** Said when nothing is listed: a hint, or that nothing matched. */
  emptyTitle: string;
  /** Beside Retry when the search failed. */
  failedMessage: string;
  onSelect: (item: JumpItem) => void;
  debounceMs?: number;
}

const ICONS = { company: Building2, user: UserRound } as const;

/**
 * The Ctrl-K jump box: one field that finds companies and users as you type, driven from the
 * keyboard (arrows move, Enter opens, Esc closes; cmdk's combobox and listbox). It searches
 * nothing itself: the text goes out through `onSearch`, the results come back as a `Loadable`,
 * shown the way every view shows one.
 *
 * The frame is react-bootstrap's Modal with the header of every dialog, not ModalFrame: a
 * choice or Esc closes it, so it has no footer (whose buttons, loaded here on their own, would
 * also split shared chunks of the users list and grow its first load).
 */
export function JumpBox({
  show,
  onHide,
  placeholder,
  onSearch,
  results,
  emptyTitle,
  failedMessage,
  onSelect,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: JumpBoxProps) {
  const [text, setText] = useState('');
  // A choice leads to another page, where focus belongs to what was chosen (the user's row): the
  // closing box neither gives it back to the opener nor, while it fades out, pulls it back in.
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
  // A prompt opened over the box ('Session ended') takes the layer above it.
  const layer = useModalLayer(show);
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
  const groups =
    !pending && results.status === 'loaded'
      ? results.data.filter((group) => group.items.length > 0)
      : [];

  return (
    <Modal
      show={show}
      onHide={onHide}
      restoreFocus={!chosen}
      enforceFocus={!chosen}
      aria-labelledby={titleId}
      // A command palette: anchored near the top, so it grows and shrinks downward as results
      // change instead of jumping around the centre of the screen.
      dialogClassName="ah-jump-dialog"
      className={layer}
      backdropClassName={layer}
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Jump To
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Command label={placeholder} shouldFilter={false} loop className="ah-jump">
          <Command.Input
            asChild
            value={text}
            onValueChange={change}
            onKeyDown={(event) => {
              // Not sent yet: Enter sends the search now instead of picking an older row.
              if (event.key === 'Enter' && pending) {
                event.preventDefault();
                search.cancel();
                send(text.trim());
              }
            }}
          >
            <Form.Control ref={input} placeholder={placeholder} />
          </Command.Input>
          {/* Always there, for the field's aria-controls; empty while nothing is listed. */}
          <Command.List label={placeholder} className="ah-jump__list">
            {groups.map((group) => (
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
        {pending ? (
          <LoadingStatus label="Searching…" placement="dialog" />
        ) : (
          <LoadableContent
            load={results}
            loadingLabel="Searching…"
            failedMessage={failedMessage}
            placement="dialog"
          >
            {(loaded) =>
              loaded.every((group) => group.items.length === 0) && <EmptyState title={emptyTitle} />
            }
          </LoadableContent>
        )}
        <p className="ah-jump__keys" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </Modal.Body>
    </Modal>
  );
}
