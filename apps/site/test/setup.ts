import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetFeedback } from '../src/stores/feedback-store';
import { appStore } from '../src/stores/app-store';
import { wireNetworkFeedback } from '../src/app/network-feedback';

// As main.tsx does at start-up: the network layer's catalogue shows the stores' dialogs and toasts.
wireNetworkFeedback();

// findBy*/waitFor default to 1 s, too short on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetFeedback();
  appStore.isLogin = false;
  appStore.loginMode = 'code';
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
