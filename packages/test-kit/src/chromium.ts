/**
 * The one set of Chromium launch flags for the workspace's browser runs (the site's e2e suite and bench:web,
 * gaokao-ui's screenshot tests, pack check and bench:ui): Debian's Chromium, headless, no sandbox, and no network
 * beyond loopback (the resolver rule).
 */

/** The Chromium binary: `CHROMIUM_PATH`, else `CHROME_PATH` (what Lighthouse reads), else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
