import { callerText, type Guide } from '../guides/guide.ts';

export const logoGuide: Guide = {
  purpose:
    'The product’s mark, a sign on its stand, with the product’s name beside it as the wordmark.',
  whenToUse:
    'In the top bar (linking to the marketing site) and on the Splash Screen. The mark alone where there is no room for the name (the name is still what a screen reader hears); decorative, without a name, while the configuration that names the product loads.',
  states: ['With Wordmark', 'Mark Only', 'Decorative'],
  texts: [
    callerText(
      '{product}',
      '`title`: the product’s name from the configuration, e.g. Signage Studio; the mark’s spoken name when the wordmark is off',
    ),
  ],
};
