/**
 * The designers' guide to a component or a screen: what it is for, when to use it, its states
 * and the texts it shows with where each comes from. Written once per component in its own
 * `<Component>.guide.ts` and shown at the top of its docs page (`guideDocs`); guides.test.ts
 * holds every text marked as the spec's to the spec's exact words.
 */

/** Where a text on screen comes from. */
export type TextSource =
  /** The spec's exact words, in the section named (e.g. '§2'): never reworded. */
  | { spec: string }
  /** Written here, where the spec gives no words: sentence case, one verb for one act. */
  | { ours: string }
  /** Handed in by the caller (a prop): the component shows whatever it is given. */
  | { caller: string };

export interface GuideText {
  /** As the screen shows it; `{name}` marks what is filled in (the spec's own notation). */
  text: string;
  from: TextSource;
}

export interface Guide {
  /** What it is for, in a sentence or two. */
  purpose: string;
  /** When to use it, and what to use instead where it does not fit. */
  whenToUse: string;
  /** Its states, each as its story names it, in the sidebar's order. */
  states: string[];
  /** The texts it shows. */
  texts: GuideText[];
}

/** A text of the spec, exact, from the section named ('§2', '§8'). */
export const specText = (text: string, section: string): GuideText => ({
  text,
  from: { spec: section },
});

/** A text the spec does not give; `note` says what it is or why it reads so. */
export const ourText = (text: string, note = 'sentence case'): GuideText => ({
  text,
  from: { ours: note },
});

/** A text the caller hands in; `prop` names the prop and what callers pass. */
export const callerText = (text: string, prop: string): GuideText => ({
  text,
  from: { caller: prop },
});

const SOURCE_LABEL = {
  spec: (section: string) => `**Spec ${section}, exact**`,
  ours: (note: string) => `Ours: ${note}`,
  caller: (prop: string) => `From the caller: ${prop}`,
};

function sourceLabel(from: TextSource): string {
  if ('spec' in from) return SOURCE_LABEL.spec(from.spec);
  if ('ours' in from) return SOURCE_LABEL.ours(from.ours);
  return SOURCE_LABEL.caller(from.caller);
}

/** A table cell: a pipe would end the cell early. */
const cell = (value: string) => value.replaceAll('|', '\\|');

/** The guide as the Markdown of its docs page's description. */
function guideMarkdown(guide: Guide): string {
  const texts =
    guide.texts.length === 0
      ? 'It shows no text of its own.'
      : [
          '| Text | Where it comes from |',
          '|---|---|',
          ...guide.texts.map((t) => `| ‘${cell(t.text)}’ | ${cell(sourceLabel(t.from))} |`),
        ].join('\n');
  return [
    `**What it is for.** ${guide.purpose}`,
    `**When to use it.** ${guide.whenToUse}`,
    `**States.** ${guide.states.join(' · ')}`,
    `**Texts.** Marked *Spec, exact* are the spec's words: keep them letter for letter, casing included. The others follow one convention (sentence case, one verb for one act).`,
    texts,
  ].join('\n\n');
}

/** How the docs page shows the stories under the guide. */
export interface GuideDocsOptions {
  /**
   * Each story in a frame of its own, this many px high: for what covers the page (an open
   * dialog, a fixed bar, the splash screen), which inline would cover the docs page instead.
   */
  frameHeight?: number;
}

/** `parameters.docs` of a component's or a dialog's story file: the guide atop its docs page. */
export function guideDocs(guide: Guide, { frameHeight }: GuideDocsOptions = {}) {
  return {
    description: { component: guideMarkdown(guide) },
    ...(frameHeight === undefined ? {} : { story: { inline: false, iframeHeight: frameHeight } }),
  };
}
