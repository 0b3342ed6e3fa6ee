import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { lightTokens } from '../tokens';

/** Class that applies the light theme to a subtree; the theme is also the document default (`:root`). */
export const lightThemeClass = 'gk-theme-light';

createGlobalTheme(`:root, .${lightThemeClass}`, vars, lightTokens);
