/**
 * The named-state check (issue 37): a story that is a picture of one state ends showing that state.
 * Three stories had drifted from their names unseen (one ended on a placeholder sentence, one never
 * failed, one showed results under an empty field) because nothing said what their last frame was
 * for. So every story that is not a flow declares it, and the runner reads it on the final page,
 * portals included, after the play and before the screenshot (no extra capture):
 *
 *   parameters: { namedState: { role: 'dialog', name: 'Edit company', gone: true } } (refused: only what is gone)
 *   parameters: { namedState: { text: 'Error deleting user' } }
 *   parameters: { namedState: [{ role: 'combobox', name: 'Search', value: 'meg' }, { role: 'option', name: /Megan/ }] }
 *   parameters: { namedState: { skip: '<why this story has no state of its own to show>' } }
 *
 * Each mark is found by role (and accessible name, exact when a string), by text (a substring) or
 * by a field's label, and must be visible; `checked`, `disabled`, `expanded`, `selected` and
 * `pressed` narrow a role to that state, `value` is a field's value, `focused` says focus is on it, `gone` turns the mark
 * into something that must not be visible (a closed dialog). A declaration says what is there: at
 * least one mark that is not `gone`. Flows (tag 'flow') walk through several states and are exempt.
 */
import type { Locator, Page } from 'playwright';

type AriaRole = Parameters<Page['getByRole']>[0];

interface StateMark {
  role?: AriaRole;
  name?: string | RegExp;
  text?: string | RegExp;
  /** A field by its label. */
  label?: string | RegExp;
  value?: string;
  /** States a role carries (Playwright's getByRole options): a disabled Save, a ticked box. */
  checked?: boolean;
  disabled?: boolean;
  expanded?: boolean;
  selected?: boolean;
  pressed?: boolean;
  focused?: boolean;
  gone?: boolean;
}

const MARK_KEYS = new Set([
  'role',
  'name',
  'text',
  'label',
  'value',
  'checked',
  'disabled',
  'expanded',
  'selected',
  'pressed',
  'focused',
  'gone',
]);
const ROLE_STATES = ['checked', 'disabled', 'expanded', 'selected', 'pressed'] as const;

function describe(mark: StateMark): string {
  const what = mark.role
    ? `${mark.role}${mark.name === undefined ? '' : ` '${String(mark.name)}'`}`
    : mark.label === undefined
      ? `text '${String(mark.text)}'`
      : `field labelled '${String(mark.label)}'`;
  const states = ROLE_STATES.filter((key) => mark[key] !== undefined).map(
    (key) => ` ${mark[key] ? '' : 'not '}${key}`,
  );
  const extra = [
    ...states,
    mark.value === undefined ? '' : ` with value '${mark.value}'`,
    mark.focused ? ' with focus' : '',
  ].join('');
  return `${what}${extra}`;
}

function locate(page: Page, mark: StateMark): Locator {
  let found: Locator;
  if (mark.role)
    found = page.getByRole(mark.role, {
      ...(mark.name === undefined ? {} : { name: mark.name }),
      ...Object.fromEntries(
        ROLE_STATES.flatMap((key) => (mark[key] === undefined ? [] : [[key, mark[key]]])),
      ),
      exact: typeof mark.name === 'string',
    });
  else if (mark.label !== undefined)
    found = page.getByLabel(mark.label, { exact: typeof mark.label === 'string' });
  else found = page.getByText(mark.text as string | RegExp);
  return found.filter({ visible: true });
}

function shapeProblem(mark: unknown): string | null {
  if (typeof mark !== 'object' || mark === null) return 'a mark is an object';
  const keys = Object.keys(mark);
  const unknown = keys.filter((key) => !MARK_KEYS.has(key));
  if (unknown.length > 0) return `unknown key(s) ${unknown.join(', ')}`;
  const { role, text, label } = mark as StateMark;
  if ([role, text, label].filter((key) => key !== undefined).length !== 1)
    return 'each mark has one of role, text or label';
  if (!role && ROLE_STATES.some((key) => key in mark))
    return `${ROLE_STATES.join(', ')} go with a role`;
  return null;
}

async function markProblem(page: Page, mark: StateMark): Promise<string | null> {
  const visible = locate(page, mark);
  const count = await visible.count();
  if (mark.gone) return count === 0 ? null : `${describe(mark)} is still shown`;
  if (count === 0) return `no visible ${describe(mark)}`;
  if (mark.value !== undefined) {
    const values = await visible.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).value),
    );
    if (!values.includes(mark.value))
      return `${describe(mark)}: its value is '${values.join("', '")}'`;
  }
  if (mark.focused) {
    const hasFocus = await visible.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (!hasFocus) {
      const active = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return '<body>';
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `<${element.tagName.toLowerCase()}> '${label.slice(0, 60)}'`;
      });
      return `${describe(mark)}: focus is on ${active}`;
    }
  }
  return null;
}

/**
 * What is wrong with a story's last frame against its declared state, or null. `name` is the
 * story's own name, quoted in the message.
 */
export async function checkNamedState(
  page: Page,
  story: { name: string; tags: string[]; parameters: Record<string, unknown> },
): Promise<string | null> {
  if (story.tags.includes('flow')) return null;
  const declared = story.parameters.namedState;
  const intro = `Named state: '${story.name}'`;
  if (declared === undefined)
    return `${intro} declares no parameters.namedState. Say what its last frame shows ({ role, name } or { text }, see .storybook/checkNamedState.ts), tag it 'flow' if it walks through several states, or give { skip: '<why>' }.`;
  if (typeof declared === 'object' && declared !== null && 'skip' in declared) {
    const { skip } = declared;
    return typeof skip === 'string' && skip.trim()
      ? null
      : `${intro}: parameters.namedState.skip needs a reason`;
  }
  const marks = (Array.isArray(declared) ? declared : [declared]) as unknown[];
  const malformed = marks.map(shapeProblem).find(Boolean);
  if (malformed) return `${intro}: parameters.namedState is malformed: ${malformed}`;
  const typed = marks as StateMark[];
  if (typed.every((mark) => mark.gone))
    return `${intro}: parameters.namedState only says what is gone; add what the last frame shows`;
  const problems: string[] = [];
  for (const mark of typed) {
    const problem = await markProblem(page, mark);
    if (problem) problems.push(problem);
  }
  if (problems.length === 0) return null;
  return `${intro} does not end in the state it declares: ${problems.join('; ')}. End its play in the state it is named after (or correct the declaration if the name moved), or tag it 'flow' if it walks through several states.`;
}
