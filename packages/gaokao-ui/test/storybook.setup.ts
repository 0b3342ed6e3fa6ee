import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview';
import { fontsReady, freezeMotion, warmUpFonts } from './determinism';
import { storyRoot } from './story-root';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);

beforeAll(async () => {
  freezeMotion();
  document.documentElement.lang = 'zh-CN';
  await warmUpFonts();
});

/*
 * Visual regression: after each story (and its play function) the story root is compared with the committed
 * baseline __screenshots__/<file>.stories.tsx/<story>-chromium-linux.png. Stories tagged `no-screenshot` are skipped;
 * any other story without a story root fails.
 */
afterEach(async (context) => {
  const tags = (context as { story?: { tags?: string[] } }).story?.tags ?? [];
  if (tags.includes('no-screenshot') || context.task.result?.state === 'fail') return;
  await fontsReady();
  // Fails the story when the decorator's root is missing: no root must not mean no screenshot check.
  const root = storyRoot(document, context.task.name);
  await expect.element(page.elementLocator(root)).toMatchScreenshot(context.task.name, { timeout: 20_000 });
});
