import { SEARCH_DEBOUNCE_MS } from '@admin-hub/domain/constants';
import { Building2, CornerDownLeft, Search, UserRound } from 'lucide-react';
import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
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
 * A command palette rather than a titled dialog: the field is its header, and the results below
 * keep one height whatever they hold (a list, the empty state, the failure), so the box's edges
 * stay put while typing; a search under way turns in the field. The frame is react-bootstrap's
 * Modal, not ModalFrame: a choice or Esc closes it, so it has no footer (whose buttons, loaded
 * here on their own, would also split shared chunks of the users list and grow its first load).
 * It is still a dialog to assistive technology, named 'Jump To' without a visible title; on a
 * phone, without Esc, Cancel closes it.
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
  // Typed but not yet sent: already searching, so an old answer is never taken for this one.
  const [pending, setPending] = useState(false);
  const send = (value: string) => {
    setPending(false);
    onSearch(value);
  };
  const search = useDebouncedCallback(send, debounceMs);
  // The box exists to be typed in: the field has focus as soon as it opens (after the modal
  // has focused itself, which its own effect, a child's, does first).
  const input = useRef<HTMLInputElement>(null);
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
  const searching = pending || results.status === 'loading';
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
      aria-label="Jump To"
      // Anchored near the top: whatever the results hold, the box neither moves nor resizes.
      dialogClassName="ah-jump-dialog"
      contentClassName="ah-jump"
      className={layer}
      backdropClassName={layer}
    >
      <Command label={placeholder} shouldFilter={false} loop className="ah-jump__command">
        <div className="ah-jump__header">
          <Search size={20} aria-hidden="true" className="ah-jump__search-icon" />
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
            <input ref={input} className="ah-jump__input" placeholder={placeholder} />
          </Command.Input>
          {searching && (
            <Spinner animation="border" size="sm" aria-hidden="true" className="ah-jump__spinner" />
          )}
          <button type="button" className="btn btn-link ah-jump__cancel" onClick={onHide}>
            Cancel
          </button>
        </div>
        <div className="ah-jump__results">
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
          {searching ? (
            // The spinner in the field is what the eye sees; this is heard (and seen once a
            // failed attempt is tried again).
            <LoadingStatus
              label="Searching…"
              placement="dialog"
              hidden
              retrying={results.status === 'loading' ? results.retrying : undefined}
            />
          ) : (
            <LoadableContent
              load={results}
              loadingLabel="Searching…"
              failedMessage={failedMessage}
              placement="dialog"
            >
              {(loaded) =>
                loaded.every((group) => group.items.length === 0) && (
                  <EmptyState title={emptyTitle} />
                )
              }
            </LoadableContent>
          )}
        </div>
      </Command>
      <p className="ah-jump__keys" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </Modal>
  );
}
