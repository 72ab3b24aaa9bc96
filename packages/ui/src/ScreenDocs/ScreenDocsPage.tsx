import { Description, Primary, Title } from '@storybook/addon-docs/blocks';

/**
 * A screen's docs page: its guide and its main state. A screen's other stories each run the whole
 * app against the mock backends; side by side on one page they would share one set of mock
 * handlers, so each is reviewed on its own canvas instead.
 */
export function ScreenDocsPage() {
  return (
    <>
      <Title />
      <Description />
      <Primary />
    </>
  );
}
