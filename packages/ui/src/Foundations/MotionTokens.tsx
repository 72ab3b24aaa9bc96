import { tokenOf, useMeasured } from './useMeasured.ts';

/** The motion tokens of _brand.scss: where each moves something, and what reduced motion leaves. */
const MOTION_TOKENS: readonly { token: string; use: string; reduced: string }[] = [
  {
    token: 'duration-quick',
    use: "A control's feedback: a border or shadow under the pointer (the home menu's entries)",
    reduced: 'No transition: the new state at once',
  },
  {
    token: 'duration-progress',
    use: 'One sweep of the bar over a list that is refreshing (its end is unknown)',
    reduced: 'A still bar across the whole width',
  },
  {
    token: 'duration-pulse',
    use: 'One breath of a skeleton while a list or a page loads for the first time',
    reduced: 'Still placeholders',
  },
  {
    token: 'duration-highlight',
    use: 'The mark on a row a link or the jump box pointed at, fading out',
    reduced: 'Kept: a colour fading is no movement, and the row keeps its focus ring',
  },
  {
    token: 'ease-standard',
    use: 'Feedback and loops: starts and ends gently',
    reduced: '—',
  },
  {
    token: 'ease-exit',
    use: 'What fades away: fast at first, then settles',
    reduced: '—',
  },
];

/** A duration as one unit whatever the build wrote ('.15s' minified, '150ms' as written): '150 ms'. */
const readable = (value: string) => {
  const duration = /^(\d*\.?\d+)(ms|s)$/.exec(value);
  if (!duration) return value;
  return `${Math.round(Number(duration[1]) * (duration[2] === 's' ? 1000 : 1))} ms`;
};

/** Each motion token with its value as the theme sets it, its use and its reduced-motion form. */
export function MotionTokens() {
  const [table, values] = useMeasured((element: HTMLTableElement) =>
    MOTION_TOKENS.map(({ token }) => readable(tokenOf(element, token))),
  );
  return (
    <table ref={table} className="table align-middle mb-0">
      <caption className="visually-hidden">Motion tokens</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Moves</th>
          <th scope="col">With reduced motion</th>
        </tr>
      </thead>
      <tbody>
        {MOTION_TOKENS.map(({ token, use, reduced }, index) => (
          <tr key={token} data-motion-token={token}>
            <td className="text-nowrap">
              <code className="text-body">--ah-{token}</code>
            </td>
            <td className="text-nowrap" data-measure="value">
              {values?.[index]}
            </td>
            <td className="small">{use}</td>
            <td className="small">{reduced}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The product's two looping movements as it draws them (its own classes): a list refreshing and a
 * skeleton. With reduced motion asked for (as in the test runner) both stand still.
 */
export function MotionSamples() {
  return (
    <div className="d-flex flex-wrap gap-4">
      <figure className="m-0" style={{ width: '16rem' }}>
        <div
          className="ah-refreshing border rounded"
          style={{ height: '3rem', background: 'var(--ah-surface)' }}
        />
        <figcaption className="small mt-2">
          Refreshing: <code className="text-body">--ah-duration-progress</code>
        </figcaption>
      </figure>
      <figure className="m-0" style={{ width: '16rem' }}>
        <div
          className="d-flex flex-column justify-content-center gap-2 px-2 border rounded"
          style={{ height: '3rem' }}
        >
          <span className="ah-skeleton" style={{ width: '70%' }} />
          <span className="ah-skeleton" style={{ width: '45%' }} />
        </div>
        <figcaption className="small mt-2">
          Skeleton: <code className="text-body">--ah-duration-pulse</code>
        </figcaption>
      </figure>
    </div>
  );
}
