import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

/** The files the theme's @font-face rules name (_fonts.scss), for `<link rel="preload">`. */
export const THEME_FONT_URLS: readonly string[] = [inter400, inter500, inter600, inter700];
