// PostCSS for every Vite build of the repository (the app and Storybook find this file).
import { purgeUnusedUtilities } from './packages/ui/src/theme/purgeUnusedUtilities.mjs';

export default { plugins: [purgeUnusedUtilities()] };
