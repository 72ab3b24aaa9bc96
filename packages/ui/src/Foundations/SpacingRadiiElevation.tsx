import type { CSSProperties, ReactNode } from 'react';
import { useMeasured } from './useMeasured.ts';

const SPACING: readonly { step: number; use: string }[] = [
  { step: 1, use: 'Between an icon and its label; inside a badge' },
  { step: 2, use: "Between the controls of one row; a row menu's items" },
  { step: 3, use: 'Inside a card or a dialog; between a field and the next' },
  { step: 4, use: 'Between the sections of a page' },
  { step: 5, use: 'Above and below an empty state' },
];

const CONTROL_HEIGHTS: readonly { token: string; className: string; use: string }[] = [
  {
    token: 'control-height',
    className: 'btn btn-primary',
    use: 'Fields and buttons of forms and dialogs, the top bar',
  },
  {
    token: 'control-height-sm',
    className: 'btn btn-outline-secondary btn-sm',
    use: "A list's toolbar (search, sort, filters), the pager, a row's menu button, menu items",
  },
];

const RADII: readonly { token: string; use: string }[] = [
  { token: 'radius-sm', use: 'Badges, swatches, small buttons' },
  { token: 'radius', use: 'Buttons, fields, menus' },
  { token: 'radius-lg', use: 'Cards and dialogs' },
];

const ELEVATION: readonly { token: string; use: string }[] = [
  { token: 'elevation-1', use: '1: a card on the page; the sticky selection bar' },
  { token: 'elevation-2', use: '2: a menu over the page' },
  { token: 'elevation-3', use: '3: a dialog or the jump box over the dimmed page (with its edge)' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h3 className="h5 mb-3">{title}</h3>
      {children}
    </section>
  );
}

const tokenCell: CSSProperties = { width: '16rem', flex: 'none' };
// As wide as the widest sample (the 40 px button), so every use starts at one left edge.
const sampleCell: CSSProperties = { width: '6rem', flex: 'none' };

function SpacingStep({ step, use }: { step: number; use: string }) {
  const [bar, width] = useMeasured((element: HTMLElement) => element.getBoundingClientRect().width);
  return (
    <li className="d-flex align-items-center gap-3 mb-2" data-space-step={step}>
      <code className="small text-body" style={tokenCell}>
        --ah-space-{step} <span data-measure="width">{width} px</span>
      </code>
      <span style={sampleCell} aria-hidden="true">
        <span
          ref={bar}
          className="d-block"
          style={{
            width: `var(--ah-space-${step})`,
            height: '1rem',
            background: 'var(--ah-accent)',
          }}
        />
      </span>
      <span className="small text-body-secondary">{use}</span>
    </li>
  );
}

function ControlHeight({ token, className, use }: (typeof CONTROL_HEIGHTS)[number]) {
  const [control, height] = useMeasured(
    (element: HTMLElement) => element.getBoundingClientRect().height,
  );
  return (
    <li className="d-flex align-items-center gap-3 mb-2" data-control-height={token}>
      <code className="small text-body" style={tokenCell}>
        --ah-{token} <span data-measure="height">{height} px</span>
      </code>
      <span style={sampleCell}>
        <span ref={control} className={className} style={{ pointerEvents: 'none' }}>
          Button
        </span>
      </span>
      <span className="small text-body-secondary">{use}</span>
    </li>
  );
}

/** One token drawn on a card-sized tile, with its use under it. */
function TokenTile({ token, use, style }: { token: string; use: string; style: CSSProperties }) {
  return (
    <figure className="m-0" style={{ width: '10rem' }}>
      <div
        style={{
          width: '6rem',
          height: '4rem',
          background: 'var(--ah-surface)',
          border: '1px solid var(--ah-border)',
          borderRadius: 'var(--ah-radius)',
          ...style,
        }}
      />
      <figcaption className="small mt-2">
        <code className="d-block text-body">--ah-{token}</code>
        <span className="text-body-secondary">{use}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Spacing, the two control heights, radii, the elevation scale and the focus ring, in one theme:
 * sizes as the browser draws them, the elevation on the theme's own canvas.
 */
export function SpacingRadiiElevation({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div
      data-bs-theme={theme}
      className="p-3 rounded"
      style={{ background: 'var(--ah-canvas)', color: 'var(--ah-text)' }}
    >
      <Section title="Spacing">
        <ul className="list-unstyled mb-0">
          {SPACING.map(({ step, use }) => (
            <SpacingStep key={step} step={step} use={use} />
          ))}
        </ul>
      </Section>
      <Section title="Control heights">
        <ul className="list-unstyled mb-0">
          {CONTROL_HEIGHTS.map((height) => (
            <ControlHeight key={height.token} {...height} />
          ))}
        </ul>
      </Section>
      <Section title="Radii">
        <div className="d-flex flex-wrap gap-4">
          {RADII.map(({ token, use }) => (
            <TokenTile
              key={token}
              token={token}
              use={use}
              style={{ borderRadius: `var(--ah-${token})` }}
            />
          ))}
        </div>
      </Section>
      <Section title={`Elevation, ${theme}`}>
        <div className="d-flex flex-wrap gap-4" data-elevation>
          {ELEVATION.map(({ token, use }) => (
            <TokenTile
              key={token}
              token={token}
              use={use}
              style={{ boxShadow: `var(--ah-${token})`, border: 'none' }}
            />
          ))}
        </div>
      </Section>
      <Section title="Focus">
        <div className="d-flex align-items-center gap-3">
          <span
            className="btn btn-primary"
            style={{
              outline: 'var(--ah-focus-ring-width) solid var(--ah-focus-ring)',
              outlineOffset: 'var(--ah-focus-ring-offset)',
              pointerEvents: 'none',
            }}
          >
            Focused
          </span>
          <span className="small text-body-secondary">
            <code className="text-body">--ah-focus-ring</code>: one 2 px outline, 2 px from every
            control; inside items of menus and lists, whose neighbours touch them.
          </span>
        </div>
      </Section>
    </div>
  );
}
