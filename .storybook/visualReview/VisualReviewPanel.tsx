import * as React from 'react';
import { useStorybookApi, useStorybookState } from 'storybook/manager-api';
import { useTheme } from 'storybook/theming';
import { ALL_FACETS, changedFilter, reviewWidths } from './changedFilter.ts';
import type { ReviewFacets } from './changedFilter.ts';
import { REVIEW_PATH } from './reviewManifest.ts';
import type { ReviewEntry, ReviewManifest } from './reviewManifest.ts';

const FILTER_ID = 'admin-hub/visual-review';

type Loaded = { manifest: ReviewManifest } | { missing: true } | null;
type Mode = 'side-by-side' | 'slider';

/** Relative, so a built Storybook hosted under a sub-path finds its own copy. */
const served = (file: string, createdAt: string) =>
  `${REVIEW_PATH}/${file}?run=${encodeURIComponent(createdAt)}`;

async function fetchManifest(): Promise<Loaded> {
  const response = await fetch(`${REVIEW_PATH}/manifest.json`, { cache: 'no-store' });
  return response.ok ? { manifest: (await response.json()) as ReviewManifest } : { missing: true };
}

const percent = (ratio: number) =>
  ratio === 0 ? '0%' : ratio < 0.0001 ? 'under 0.01%' : `${(ratio * 100).toFixed(2)}%`;

/** One facet of the sidebar's filter: every value, or one of the run's. */
function FacetSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">All</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The Visual review panel: the selected story's baseline, its latest capture and their difference
 * (side by side, or a slider between the two), Accept where the dev server allows it, and the
 * sidebar filter of the stories the last run found changed, with theme and width as facets.
 */
export function VisualReviewPanel() {
  const api = useStorybookApi();
  const { storyId } = useStorybookState();
  const theme = useTheme();
  const [loaded, setLoaded] = React.useState<Loaded>(null);
  const [changedOnly, setChangedOnly] = React.useState(false);
  const [facets, setFacets] = React.useState<ReviewFacets>(ALL_FACETS);

  // The run the sidebar filter reads: replaced by another run, not by each read of the same one.
  const [run, setRun] = React.useState<ReviewManifest | null>(null);
  const filtering = React.useRef(false);

  const reload = React.useCallback(() => {
    fetchManifest().then(
      (next) => {
        setLoaded(next);
        if (next && 'manifest' in next)
          setRun((last) => (last?.createdAt === next.manifest.createdAt ? last : next.manifest));
      },
      () => setLoaded({ missing: true }),
    );
  }, []);
  // Read again as another story is chosen: a run finished meanwhile shows without a reload.
  React.useEffect(reload, [reload, storyId]);

  // The sidebar is filtered again only when the choice or the run changes: each filtering
  // recomputes the whole index.
  React.useEffect(() => {
    if (!changedOnly && !filtering.current) return;
    filtering.current = changedOnly;
    const keep = changedOnly && run ? changedFilter(run, facets) : () => true;
    void api.experimental_setFilters({ [FILTER_ID]: keep });
  }, [api, changedOnly, run, facets]);

  const manifest = loaded && 'manifest' in loaded ? loaded.manifest : null;
  const box: React.CSSProperties = {
    padding: 16,
    fontSize: 13,
    lineHeight: '20px',
    color: theme.color.defaultText,
  };
  if (!loaded) return <div style={box}>Reading the last story run…</div>;
  if (!manifest)
    return (
      <div style={box}>
        <p style={{ margin: 0 }}>
          No story run to review yet. Run <code>npm run test:stories</code> (or one story file:{' '}
          <code>npm run test:stories -- packages/ui/src/Pager</code>); its visual changes show here.
        </p>
      </div>
    );

  const ids = Object.keys(manifest.stories);
  const entry = storyId ? manifest.stories[storyId] : undefined;
  const counts = (status: ReviewEntry['status']) =>
    ids.filter((id) => manifest.stories[id]!.status === status).length;
  return (
    <div style={box}>
      <div
        role="group"
        aria-label="Changed stories"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}
      >
        <span>
          Last run, {new Date(manifest.createdAt).toUTCString()}: {counts('changed')} changed,{' '}
          {counts('new')} new
        </span>
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={changedOnly}
            onChange={(event) => setChangedOnly(event.target.checked)}
          />
          Show only changed stories in the sidebar
        </label>
        <FacetSelect
          label="Theme"
          value={facets.theme}
          options={[
            ['light', 'Light'],
            ['dark', 'Dark'],
          ]}
          onChange={(theme) => setFacets({ ...facets, theme: theme as ReviewFacets['theme'] })}
        />
        <FacetSelect
          label="Width"
          value={facets.width}
          options={reviewWidths(manifest).map((width) => [String(width), `${width} px`])}
          onChange={(width) => setFacets({ ...facets, width: width as ReviewFacets['width'] })}
        />
      </div>
      {manifest.removed.length > 0 && (
        <p style={{ margin: '8px 0 0' }}>
          {manifest.removed.length} baseline(s) have no story any more:{' '}
          <code>npm run update-baselines</code> deletes them.
        </p>
      )}
      {entry && storyId ? (
        <StoryReview
          key={`${storyId} ${manifest.createdAt}`}
          id={storyId}
          entry={entry}
          manifest={manifest}
          onAccepted={reload}
        />
      ) : (
        <p style={{ margin: '16px 0 0' }}>No visual change for this story in the last run.</p>
      )}
    </div>
  );
}

function StoryReview({
  id,
  entry,
  manifest,
  onAccepted,
}: {
  id: string;
  entry: ReviewEntry;
  manifest: ReviewManifest;
  onAccepted: () => void;
}) {
  const theme = useTheme();
  const [mode, setMode] = React.useState<Mode>('side-by-side');
  const [split, setSplit] = React.useState(50);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const image = (file: string) => served(file, manifest.createdAt);
  const baseline = entry.baseline ? image(entry.baseline) : null;
  const capture = image(entry.capture);

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(`${REVIEW_PATH}/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      if (!response.ok) throw new Error(((await response.json()) as { error: string }).error);
      onAccepted();
    } catch (error) {
      setFailure(`Not accepted: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const modeButton = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      style={{
        font: 'inherit',
        padding: '4px 12px',
        borderRadius: 4,
        border: `1px solid ${theme.appBorderColor}`,
        background: mode === value ? theme.color.secondary : 'transparent',
        color: mode === value ? theme.color.lightest : 'inherit',
        cursor: 'pointer',
      }}
    >
      {label}
    </button>
  );
  const figure = (caption: string, src: string, alt: string) => (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ fontWeight: 700, marginBottom: 4 }}>{caption}</figcaption>
      <a href={src} target="_blank" rel="noreferrer" title={`${caption}: open at full size`}>
        <img
          src={src}
          alt={alt}
          style={{
            maxWidth: '100%',
            border: `1px solid ${theme.appBorderColor}`,
            background: '#fff',
          }}
        />
      </a>
    </figure>
  );

  return (
    <section aria-label={`Visual change of ${id}`} style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <strong>
          {entry.status === 'new'
            ? 'New story: no baseline yet'
            : `Changed: ${percent(entry.diffRatio ?? 0)} of pixels differ`}
        </strong>
        <span>
          {entry.theme === 'dark' ? 'Dark' : 'Light'}, {entry.width} px
        </span>
        {baseline && (
          <span role="group" aria-label="View" style={{ display: 'inline-flex', gap: 4 }}>
            {modeButton('side-by-side', 'Side by side')}
            {modeButton('slider', 'Slider')}
          </span>
        )}
        <span style={{ marginLeft: 'auto' }}>
          {entry.accepted ? (
            <span role="status">
              Accepted: <code>{`${manifest.baselinesDir}/${id}.png`}</code> is this capture now, and
              the next run passes. Commit it with a message that says why it changed.
            </span>
          ) : manifest.canAccept ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void accept()}
              style={{
                font: 'inherit',
                fontWeight: 700,
                padding: '4px 16px',
                borderRadius: 4,
                border: 'none',
                background: theme.color.secondary,
                color: theme.color.lightest,
                cursor: 'pointer',
              }}
            >
              Accept
            </button>
          ) : (
            <span>
              Read-only: this Storybook was built by a test run. To accept, run the same stories in
              the branch&apos;s checkout, open <code>npm run storybook</code> and press Accept here.
            </span>
          )}
        </span>
      </div>
      {failure && (
        <p role="alert" style={{ margin: '8px 0 0', color: theme.color.negativeText }}>
          {failure}
        </p>
      )}
      {!baseline || mode === 'side-by-side' ? (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${baseline ? 3 : 1}, minmax(0, 1fr))`,
            gap: 16,
            marginTop: 12,
          }}
        >
          {baseline && figure('Baseline', baseline, `Baseline of ${id}`)}
          {figure('Capture', capture, `Latest capture of ${id}`)}
          {entry.diff && figure('Difference', image(entry.diff), `Difference of ${id}`)}
        </div>
      ) : (
        <div style={{ marginTop: 12 }}>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', maxWidth: 480 }}>
            Baseline
            <input
              type="range"
              min={0}
              max={100}
              value={split}
              onChange={(event) => setSplit(Number(event.target.value))}
              aria-label="Capture shown from the left edge to"
              style={{ flex: 1 }}
            />
            Capture
          </label>
          <div style={{ position: 'relative', display: 'inline-block', marginTop: 8 }}>
            <img src={baseline} alt={`Baseline of ${id}`} style={{ display: 'block' }} />
            <img
              src={capture}
              alt={`Latest capture of ${id}`}
              style={{
                position: 'absolute',
                inset: 0,
                clipPath: `inset(0 ${100 - split}% 0 0)`,
              }}
            />
            <div
              aria-hidden
              style={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${split}%`,
                borderLeft: `2px solid ${theme.color.secondary}`,
              }}
            />
          </div>
        </div>
      )}
    </section>
  );
}
