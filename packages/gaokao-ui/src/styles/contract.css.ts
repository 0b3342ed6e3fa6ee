import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The semantic token contract. Every variable has a stable public name, `--gk-<group>-<token>`
 * (for example `--gk-color-brand`, `--gk-space-md`, `--gk-z-index-overlay`), which partner sites may override.
 */
export const vars = createGlobalThemeContract(
  lightTokens,
  (_value, path) => `gk-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`,
);
