import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../src/styles/index';
import { fontsReady, freezeMotion, warmUpFonts } from './determinism';

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
