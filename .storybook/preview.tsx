/*
 * Storybook preview. The decorators live in the gaokao-ui package (storybook/preview-support.tsx) because React and
 * the Storybook packages resolve from there, not from the workspace root; this file only wires them in.
 */
import { decorators, parameters, initialGlobals } from '../packages/gaokao-ui/storybook/preview-support';

const preview = { decorators, parameters, initialGlobals, tags: ['autodocs'] };

export default preview;
