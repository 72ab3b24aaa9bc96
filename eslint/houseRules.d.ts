import type { Linter } from 'eslint';

export declare const appLayers: Linter.Config;
export declare const noLibraryInternals: Linter.Config;
export declare const oneDropdownLoader: Linter.Config;
export declare const oneRouteMatcher: Linter.Config;
export declare const formattedCounts: Linter.Config;
