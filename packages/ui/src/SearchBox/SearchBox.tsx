import { SEARCH_DEBOUNCE_MS } from '@admin-hub/domain/constants';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';

export interface SearchBoxProps {
  placeholder: string;
  /** The search the list currently shows; a change from outside replaces what is typed. */
  value?: string;
  /** Called with the typed text once typing has paused for `debounceMs`. */
  onSearch: (value: string) => void;
  debounceMs?: number;
  /** Accessible name of the field (visually hidden). */
  label: string;
  className?: string;
}

/** A search field that emits its value only after the user stops typing for 500 ms (spec §4). */
export function SearchBox({
  placeholder,
  value = '',
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  label,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnSearch = useRef(onSearch);

  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  // Adopt a new value from the parent (e.g. a reset) without emitting it back.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(next), debounceMs);
  };

  return (
    <div className={['ah-search', className].filter(Boolean).join(' ')} role="search">
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Search className="ah-search__icon" size={18} aria-hidden="true" />
      <Form.Control
        id={id}
        type="search"
        // A list's toolbar is of the small control height: its sort menu and filters beside it.
        size="sm"
        className="ah-search__input"
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        onChange={(event) => handleChange(event.currentTarget.value)}
      />
    </div>
  );
}
