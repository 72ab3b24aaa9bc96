import { useMeasured } from './useMeasured.ts';

interface TypeStep {
  /** `--ah-font-size-<token>`. */
  token: string;
  name: string;
  /** The class the product draws this step with, so the sample is the product's own text. */
  className: string;
  use: string;
}

/** The type scale of _brand.scss, largest first, each with where the product uses it. */
export const TYPE_SCALE: readonly TypeStep[] = [
  {
    token: 'page',
    name: 'Page title',
    className: 'h3',
    use: 'The one title of a page, in its page header, with the count of what it lists.',
  },
  {
    token: 'section',
    name: 'Section title',
    className: 'h4',
    use: 'A heading inside a long page. Rare: most pages are one list or one card.',
  },
  {
    token: 'title',
    name: 'Dialog, card and panel title',
    className: 'h5',
    use: 'The title of a dialog, a card (the account card), a panel (a run) or an empty state.',
  },
  {
    token: 'body',
    name: 'Body',
    className: '',
    use: 'Everything else by default: sentences, list rows, fields, buttons of forms and dialogs.',
  },
  {
    token: 'small',
    name: 'Small',
    className: 'small',
    use: "A second line under a name, help under a field, a list's toolbar and pager, small buttons.",
  },
  {
    token: 'caption',
    name: 'Caption',
    className: 'badge text-bg-secondary',
    use: "Badges ('Invited', an MFA status) and table captions: a word or two, never a sentence.",
  },
];

const px = (value: string) => `${Math.round(Number.parseFloat(value) * 10) / 10} px`;

function TypeStepRow({ step }: { step: TypeStep }) {
  const [sample, drawn] = useMeasured((element: HTMLElement) => {
    const style = getComputedStyle(element);
    return { size: px(style.fontSize), lineHeight: px(style.lineHeight), weight: style.fontWeight };
  });
  return (
    <tr data-type-step={step.token}>
      <td>
        <span ref={sample} className={`${step.className} d-inline-block m-0`}>
          {step.name}
        </span>
        <div>
          <code className="small text-body">--ah-font-size-{step.token}</code>
        </div>
      </td>
      <td className="text-nowrap" data-measure="size">
        {drawn?.size}
      </td>
      <td className="text-nowrap" data-measure="line-height">
        {drawn?.lineHeight}
      </td>
      <td className="text-nowrap" data-measure="weight">
        {drawn?.weight}
      </td>
      <td className="small">{step.use}</td>
    </tr>
  );
}

/**
 * Each step of the type scale drawn with the product's own class, and its size, line height and
 * weight as the browser computes them from the theme.
 */
export function TypeScale() {
  return (
    <table className="table align-middle mb-0">
      <caption className="visually-hidden">The type scale</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Size</th>
          <th scope="col" className="text-nowrap">
            Line height
          </th>
          <th scope="col">Weight</th>
          <th scope="col">When to use it</th>
        </tr>
      </thead>
      <tbody>
        {TYPE_SCALE.map((step) => (
          <TypeStepRow key={step.token} step={step} />
        ))}
      </tbody>
    </table>
  );
}
