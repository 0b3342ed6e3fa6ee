import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This module sits one level below it both as source (src/paths.ts, run by tsx and vitest) and bundled
 * into dist/main.js, so files beside the code (data/, ../site/dist) are found the same way in both. Modules deeper in
 * src/ must not resolve such files from their own `import.meta.url`: bundled, that URL is dist/main.js.
 */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Data shipped with the server (the default data set, the public college lists, their notices). */
export const SHIPPED_DATA_DIR = path.join(SERVER_DIR, 'data');
