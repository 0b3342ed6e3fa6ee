import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../src/styles/index';
import { fontsReady, freezeMotion, warmUpFonts } from './determinism';

// findBy*/waitFor: stated, not the library's 1 s default (Chromium shares 2 cores with the rest of the run).
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  freezeMotion();
  document.documentElement.lang = 'zh-CN';
  document.body.classList.add('gk-root');
  await fontsReady();
  await warmUpFonts();
});

afterEach(() => {
  cleanup();
});
