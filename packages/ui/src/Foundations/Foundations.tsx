import type { CSSProperties, ReactNode } from 'react';

/** The semantic colours of _brand.scss, in the order a designer reads them. */
export const COLOR_TOKENS: { name: string; use: string }[] = [
  { name: 'canvas', use: 'The page behind cards' },
  { name: 'surface', use: 'Cards, menus, dialogs, fields' },
  { name: 'hover', use: 'A row or item under the pointer' },
  { name: 'text', use: 'Body text' },
  { name: 'heading', use: 'Titles and names' },
  { name: 'text-muted', use: 'Secondary text, captions' },
  { name: 'border', use: 'Dividers, card and menu edges' },
  { name: 'border-strong', use: 'Field and toolbar button edges' },
  { name: 'check-border', use: 'An unticked box (3:1)' },
  { name: 'accent', use: 'Links, the chosen item' },
  { name: 'accent-subtle', use: 'The chosen item, the bulk bar' },
  { name: 'danger', use: 'Errors, Delete' },
  { name: 'success', use: 'Done, MFA on' },
  { name: 'highlight', use: 'A row a link pointed at' },
  { name: 'skeleton', use: 'Loading placeholders' },
  { name: 'focus-ring', use: 'The focus indicator (3:1)' },
];

/** The type scale: the step, where it is used, and the token of its size. */
export const TYPE_SCALE: { token: string; label: string; px: number; weight: number }[] = [
  { token: 'page', label: 'Page title (h3)', px: 24, weight: 600 },
  { token: 'section', label: 'Section title (h4)', px: 20, weight: 600 },
  { token: 'title', label: 'Dialog, card and panel title (h5)', px: 18, weight: 600 },
  { token: 'body', label: 'Body, buttons, fields', px: 15, weight: 400 },
  { token: 'small', label: 'Small text, small buttons', px: 13, weight: 400 },
  { token: 'caption', label: 'Badges, captions', px: 12, weight: 600 },
];

const SPACING_STEPS = [1, 2, 3, 4, 5] as const;
const RADII = ['radius-sm', 'radius', 'radius-lg'] as const;
const SHADOWS = ['elevation-1', 'elevation-2', 'elevation-3'] as const;

const swatch: CSSProperties = {
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: 'var(--ah-radius-sm)',
  border: '1px solid var(--ah-border)',
  flex: 'none',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h5 mb-3">{title}</h2>
      {children}
    </section>
  );
}

/** The colour tokens of the theme it is shown in, each with its use. */
export function ColorTokens() {
  return (
    <Section title="Colours">
      <ul
        className="list-unstyled d-grid gap-2 mb-0"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
      >
        {COLOR_TOKENS.map(({ name, use }) => (
          <li key={name} className="d-flex align-items-center gap-2" data-token={name}>
            <span style={{ ...swatch, background: `var(--ah-${name})` }} aria-hidden="true" />
            <span>
              <code className="d-block text-body">--ah-{name}</code>
              <span className="small text-body-secondary">{use}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TypeScale() {
  return (
    <Section title="Type scale">
      <ul className="list-unstyled mb-0">
        {TYPE_SCALE.map(({ token, label, px, weight }) => (
          <li key={token} className="d-flex align-items-baseline gap-3 mb-2">
            <code className="small text-body" style={{ width: '11rem', flex: 'none' }}>
              --ah-font-size-{token}
            </code>
            <span
              data-type-step={token}
              style={{ fontSize: `var(--ah-font-size-${token})`, fontWeight: weight }}
            >
              {label} · {px} px
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SpacingScale() {
  return (
    <Section title="Spacing">
      <ul className="list-unstyled mb-0">
        {SPACING_STEPS.map((step) => (
          <li key={step} className="d-flex align-items-center gap-3 mb-2">
            <code className="small text-body" style={{ width: '11rem', flex: 'none' }}>
              --ah-space-{step}
            </code>
            <span
              data-space-step={step}
              style={{
                width: `var(--ah-space-${step})`,
                height: '1rem',
                background: 'var(--ah-accent)',
              }}
              aria-hidden="true"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One token drawn on a card-sized tile, named under it. */
function TokenTile({ token, style }: { token: string; style: CSSProperties }) {
  return (
    <figure className="m-0 text-center">
      <div
        style={{
          ...swatch,
          width: '5rem',
          height: '3.5rem',
          background: 'var(--ah-surface)',
          ...style,
        }}
      />
      <figcaption className="small mt-1">
        <code className="text-body">--ah-{token}</code>
      </figcaption>
    </figure>
  );
}

export function RadiiAndShadows() {
  return (
    <Section title="Radii, shadows and focus">
      <div className="d-flex flex-wrap gap-4">
        {RADII.map((radius) => (
          <TokenTile key={radius} token={radius} style={{ borderRadius: `var(--ah-${radius})` }} />
        ))}
        {SHADOWS.map((shadow) => (
          <TokenTile key={shadow} token={shadow} style={{ boxShadow: `var(--ah-${shadow})` }} />
        ))}
        <figure className="m-0 text-center">
          <div
            className="d-flex align-items-center justify-content-center"
            style={{ width: '8rem', height: '3.5rem' }}
          >
            <span
              className="btn btn-primary"
              style={{
                outline: 'var(--ah-focus-ring-width) solid var(--ah-focus-ring)',
                outlineOffset: 'var(--ah-focus-ring-offset)',
              }}
            >
              Focused
            </span>
          </div>
          <figcaption className="small mt-1">
            <code className="text-body">--ah-focus-ring</code>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
