import { addons } from 'storybook/manager-api';
import { brandTheme } from './brandTheme.ts';
import { applyViewportOnOpen } from './viewportOnOpen.ts';
import { registerVisualReview } from './visualReview/registerVisualReview.tsx';

addons.setConfig({ theme: brandTheme });

addons.register('admin-hub/viewport-on-open', applyViewportOnOpen);

registerVisualReview();
