import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'test-kit/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The run's one Chromium (e2e/global-setup.ts starts it as a browser server) when there is one, else a Chromium of the
 * file's own. Files share the process, never a context: each file opens its own contexts and closing the connection
 * closes them.
 */
export function fileBrowser(wsEndpoint: string | undefined): Promise<Browser> {
  return wsEndpoint ? chromium.connect(wsEndpoint) : launchBrowser();
}

/** A Chromium other processes connect to (`fileBrowser`). */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
