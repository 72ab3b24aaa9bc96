import type { CSSProperties } from 'react';
import { contrastRows, type ContrastRow } from '../theme/contrastPairs.ts';
import { tokenOf, useMeasured } from './useMeasured.ts';

/** The semantic colours of _brand.scss, in the order a designer reads them. */
const COLOUR_TOKENS: readonly { name: string; use: string }[] = [
  { name: 'canvas', use: 'The page behind cards' },
  { name: 'surface', use: 'Cards, menus, dialogs, fields' },
  { name: 'hover', use: 'A row or item under the pointer' },
  { name: 'text', use: 'Body text' },
  { name: 'heading', use: 'Titles and names' },
  { name: 'text-muted', use: 'Secondary text, captions' },
  { name: 'border', use: 'Dividers, card and menu edges' },
  { name: 'border-strong', use: 'Field and toolbar button edges' },
  { name: 'check-border', use: 'An unticked box' },
  { name: 'accent', use: 'Links, the chosen item' },
  { name: 'accent-subtle', use: 'The chosen item, the bulk bar' },
  { name: 'danger', use: 'Errors, Delete' },
  { name: 'success', use: 'Done, MFA on' },
  { name: 'highlight', use: 'A row a link pointed at' },
  { name: 'skeleton', use: 'Loading placeholders' },
  { name: 'focus-ring', use: 'The focus indicator' },
  { name: 'edge-overlay', use: 'The edge of a dialog over the dimmed page' },
];

const swatch: CSSProperties = {
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: 'var(--ah-radius-sm)',
  border: '1px solid var(--ah-border)',
  flex: 'none',
};

const NEEDS = { 4.5: 'Text, 4.5:1 (AA)', 3: 'Indicator, 3:1' } as const;

function ContrastTable({ rows }: { rows: readonly ContrastRow[] }) {
  return (
    <table className="table table-sm align-middle mb-0">
      <caption className="visually-hidden">Contrast of each pair the product draws</caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Colour on background</th>
          <th scope="col">Contrast</th>
          <th scope="col">Needs</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.foreground}/${row.background}`}
            data-pair={`${row.foreground}/${row.background}`}
          >
            <td>
              <span
                className="d-inline-block px-2 rounded fw-semibold"
                style={{
                  color: `var(--ah-${row.foreground})`,
                  background: `var(--ah-${row.background})`,
                  border: '1px solid var(--ah-border)',
                }}
              >
                Aa
              </span>
            </td>
            <td>
              <code className="text-body">{row.foreground}</code> on{' '}
              <code className="text-body">{row.background}</code>
            </td>
            <td data-figure>{row.figure}</td>
            <td className="small">{NEEDS[row.minimum]}</td>
            <td className={row.meets ? 'text-success' : 'text-danger fw-semibold'}>
              {row.meets ? 'Meets' : 'Fails'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One theme's colours: each token's swatch and value, then the contrast of every pair the product
 * draws, computed in the browser from the tokens this box inherits, with the WCAG minimum it
 * claims (the same pairs themeContrast.test.ts holds to those minimums).
 */
export function ColourPalette({ theme }: { theme: 'light' | 'dark' }) {
  const [box, drawn] = useMeasured((element: HTMLDivElement) => ({
    values: new Map(COLOUR_TOKENS.map(({ name }) => [name, tokenOf(element, name)])),
    rows: contrastRows((name) => tokenOf(element, name)),
  }));
  return (
    <div
      ref={box}
      data-bs-theme={theme}
      className="p-3 rounded"
      style={{ background: 'var(--ah-canvas)', color: 'var(--ah-text)' }}
    >
      <h3 className="h5">Tokens, {theme}</h3>
      <ul
        className="list-unstyled d-grid gap-2 mb-4"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
      >
        {COLOUR_TOKENS.map(({ name, use }) => (
          <li key={name} className="d-flex align-items-center gap-2" data-token={name}>
            <span style={{ ...swatch, background: `var(--ah-${name})` }} aria-hidden="true" />
            <span>
              <code className="d-block text-body">
                --ah-{name} <span className="text-body-secondary">{drawn?.values.get(name)}</span>
              </code>
              <span className="small text-body-secondary">{use}</span>
            </span>
          </li>
        ))}
      </ul>
      <h3 className="h5">Contrast, {theme}</h3>
      {drawn && <ContrastTable rows={drawn.rows} />}
    </div>
  );
}
