import { useId } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** What the user chose: a theme, or the operating system's ('system', the default). */
export type ColorThemeChoice = 'light' | 'dark' | 'system';

export interface ColorThemeControl {
  choice: ColorThemeChoice;
  onChange: (choice: ColorThemeChoice) => void;
}

const CHOICES: { value: ColorThemeChoice; label: string; Icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * The profile menu's theme switch: three pressed-or-not buttons in a group named 'Theme'. Each is
 * a `dropdown-item`, the class react-bootstrap's Dropdown moves its arrow keys by, so ArrowDown
 * and ArrowUp reach them between the menu's links like any item; Enter and Space press them as
 * buttons. They are not `Dropdown.Item`s, whose choice closes the menu: a choice leaves it open,
 * focus where it was, and the user sees the page change under it.
 */
export function ColorThemePicker({ choice, onChange }: ColorThemeControl) {
  const labelId = useId();
  return (
    <div className="ah-theme-picker">
      <span className="ah-theme-picker__label" id={labelId}>
        Theme
      </span>
      <div className="ah-theme-picker__choices" role="group" aria-labelledby={labelId}>
        {CHOICES.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            className="dropdown-item ah-theme-picker__choice"
            aria-pressed={choice === value}
            onClick={() => onChange(value)}
          >
            <Icon size={14} aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
