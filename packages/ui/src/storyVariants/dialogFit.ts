import { expect, screen, waitFor } from 'storybook/test';

/**
 * Issue 37: every dialog fits the window. At 1280×800 (a laptop) its footer's last button is on
 * screen and the dialog has one scrolling region, its body (header and footer stay); at 390×844
 * (a phone) a dialog taller than the screen takes the whole screen, and every control is at least
 * 44 px tall to the touch (WCAG 2.5.5's target; Apple's and Material's minimum).
 */

/** The smallest target a finger hits reliably, in CSS px. */
const TOUCH_TARGET_PX = 44;

/** Layout comes in fractions of a pixel (a footer ending at 720.3 of 720). */
const SUBPIXEL = 1;

const VIEWPORTS = {
  laptop1280x800: { name: 'Laptop 1280×800', styles: { width: '1280px', height: '800px' } },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
};

const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  // A named region takes focus so keys can scroll it; nobody presses it.
  '[tabindex]:not([tabindex="-1"]):not([role="region"])',
].join(', ');

const scrollsY = (element: Element) => {
  const { overflowY } = getComputedStyle(element);
  return overflowY === 'auto' || overflowY === 'scroll';
};

const overflows = (element: Element) => element.scrollHeight > element.clientHeight + SUBPIXEL;

const shown = (element: Element) =>
  element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

/** The open dialog on top (a question over a dialog is the one to measure). */
async function topDialog(): Promise<HTMLElement> {
  const dialogs = await screen.findAllByRole('dialog', {}, { timeout: 5000 });
  return dialogs[dialogs.length - 1]!;
}

/**
 * Where a finger can press a control: its own box, or for a box or switch its label's too (a press
 * on the label ticks it). A visually hidden input is pressed through the label drawn for it.
 */
function touchHeight(control: HTMLElement): number {
  const own = control.getBoundingClientRect();
  const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
  const boxes = [own, ...labels.filter(shown).map((label) => label.getBoundingClientRect())];
  const hidden = control.classList.contains('visually-hidden');
  const drawn = hidden ? boxes.slice(1) : boxes;
  return Math.max(0, ...drawn.map((box) => box.height));
}

/** Checks the open dialog against the window it is in; see the module's comment. */
async function expectDialogFits(): Promise<void> {
  const dialog = await topDialog();
  const modal = dialog.closest<HTMLElement>('.modal') ?? dialog;
  const content = modal.querySelector<HTMLElement>('.modal-content')!;
  const body = content.querySelector<HTMLElement>('.modal-body')!;
  // Wait for the opening animation and any content that arrives with it.
  await waitFor(() => expect(content.getBoundingClientRect().height).toBeGreaterThan(0));

  const buttons = [...content.querySelectorAll<HTMLElement>('.modal-footer .btn')].filter(shown);
  const primary = buttons[buttons.length - 1]!;
  const box = primary.getBoundingClientRect();
  await expect({
    footerButton: primary.textContent,
    inView:
      box.top >= -SUBPIXEL &&
      box.left >= -SUBPIXEL &&
      box.bottom <= window.innerHeight + SUBPIXEL &&
      box.right <= window.innerWidth + SUBPIXEL,
  }).toEqual({ footerButton: primary.textContent, inView: true });

  // One region scrolls: the body. The page behind a dialog, and the dialog's wrapper, never do.
  const scrolling = [modal, ...content.querySelectorAll('*')].filter(
    (element) => element === body || (scrollsY(element) && overflows(element)),
  );
  // A box that would scroll if its content grew (a height limit), not one that only clips sideways.
  const inner = [...body.querySelectorAll('*')]
    .filter(scrollsY)
    .filter((element) => overflows(element) || getComputedStyle(element).maxHeight !== 'none')
    .filter(shown);
  await expect({
    scrollingRegions: scrolling.map(describe),
    scrollBoxesInsideTheBody: inner.map(describe),
  }).toEqual({ scrollingRegions: [describe(body)], scrollBoxesInsideTheBody: [] });

  if (window.innerWidth >= 576) return;

  // A phone: a dialog that needs more than the screen fills it, and nothing is too small to touch.
  const rect = content.getBoundingClientRect();
  const needed =
    [...content.querySelectorAll<HTMLElement>('.modal-header, .modal-footer')].reduce(
      (sum, part) => sum + part.offsetHeight,
      0,
    ) + body.scrollHeight;
  if (needed > window.innerHeight - SUBPIXEL) {
    await expect({
      tall: needed,
      box: [rect.left, rect.top, rect.width, rect.height].map(Math.round),
    }).toEqual({ tall: needed, box: [0, 0, window.innerWidth, window.innerHeight] });
  }
  const small = [...content.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((control) => shown(control) || control.classList.contains('visually-hidden'))
    .filter((control) => !control.closest('[hidden]'))
    .map((control) => ({ control: describe(control), height: touchHeight(control) }))
    .filter(({ height }) => height < TOUCH_TARGET_PX - 0.01);
  await expect(small).toEqual([]);
}

function describe(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element.textContent ?? '').trim().slice(0, 30) ??
    element.getAttribute('name');
  return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name}"`;
}

interface FitStory {
  parameters?: Record<string, unknown>;
  play?: unknown;
}

type Play = (context: unknown) => Promise<void> | void;

/** Whether the measured story is also pictured (a baseline of its own at the measured size). */
interface FitOptions {
  pictured?: boolean;
}

// Most dialogs' fit is measured, not pictured: their look is their own stories' (at 1280×720),
// and a picture each at two more sizes would be forty baselines for one frame. Invite Users, the
// tallest, is pictured at both sizes in both themes.
const NOT_PICTURED = {
  skip: "a measure of the dialog frame's fit; the dialog's look is its own stories', and Invite Users' fit stories picture the frame at 1280×800 and 390×844",
};

function measured<S extends FitStory>(
  story: S,
  viewport: keyof typeof VIEWPORTS,
  { pictured = false }: FitOptions,
): S {
  const play = story.play as Play | undefined;
  return {
    ...story,
    parameters: {
      ...story.parameters,
      viewportOnOpen: viewport,
      viewport: { options: { [viewport]: VIEWPORTS[viewport] } },
      ...(pictured ? {} : { screenshot: NOT_PICTURED }),
    },
    play: async (context: unknown) => {
      await play?.(context);
      await expectDialogFits();
    },
  };
}

/** The same dialog story at 1280×800, measured: its footer in view, its body the one scroller. */
export const fitsALaptop = <S extends FitStory>(story: S, options: FitOptions = {}): S =>
  measured(story, 'laptop1280x800', options);

/** The same dialog story at 390×844, measured: full screen when tall, 44 px touch targets. */
export const fitsAPhone = <S extends FitStory>(story: S, options: FitOptions = {}): S =>
  measured(story, 'phone390', options);
