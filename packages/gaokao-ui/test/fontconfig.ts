import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A fontconfig of the test browser's own, so the screenshots do not depend on the machine's font set.
 *
 * Chromium on Linux asks fontconfig for every family a page names and for every character its fonts lack. With the
 * system configuration the answer depends on whatever font packages the machine has: `Arial` is Liberation Sans
 * where fonts-liberation is installed, Nimbus Sans with fonts-urw-base35, and the generic sans-serif is DejaVu Sans
 * with fonts-dejavu-core. Chromium launched with `FONTCONFIG_FILE` pointing at the file written here sees exactly
 * the four files of Debian's fonts-noto-cjk (the one font package `.ci/run` installs), whatever else is installed:
 * every family, generic or named, resolves to Noto CJK, and so does every fallback.
 */

/** Where Debian's fonts-noto-cjk puts its fonts, and its four files (Sans and Serif, Regular and Bold). */
export const NOTO_CJK_DIR = '/usr/share/fonts/opentype/noto';
export const NOTO_CJK_FILES = ['NotoSansCJK-Regular.ttc', 'NotoSansCJK-Bold.ttc', 'NotoSerifCJK-Regular.ttc', 'NotoSerifCJK-Bold.ttc'] as const;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The fonts.conf text: only `files` in `dir` are usable, generic families map to Noto CJK SC. */
export function fontconfigXml(dir: string, files: readonly string[], cacheDir: string): string {
  const alias = (generic: string, family: string) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by packages/gaokao-ui/test/fontconfig.ts for the test browser only. -->
<fontconfig>
  <dir>${xml(dir)}</dir>
  <cachedir>${xml(cacheDir)}</cachedir>
  <selectfont>
    <acceptfont>
${files.map((f) => `      <glob>${xml(path.join(dir, f))}</glob>`).join('\n')}
    </acceptfont>
    <rejectfont><glob>*</glob></rejectfont>
  </selectfont>
  <!-- Debian's defaults (10-yes-antialias, 10-hinting-slight, 11-lcdfilter-default), stated rather than included. -->
  <match target="pattern">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
  <!-- A request without a generic family ends in sans-serif (as 49-sansserif.conf does). -->
  <match target="pattern">
    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit>
  </match>
${alias('sans-serif', 'Noto Sans CJK SC')}
${alias('sans', 'Noto Sans CJK SC')}
${alias('system-ui', 'Noto Sans CJK SC')}
${alias('serif', 'Noto Serif CJK SC')}
${alias('monospace', 'Noto Sans Mono CJK SC')}
</fontconfig>
`;
}

/**
 * Writes the test fontconfig (once per content; atomically, as two runs may start together) and returns its path.
 * Throws when fonts-noto-cjk is not installed: every screenshot would differ, so say why once instead.
 */
export function pinnedFontconfig(dir = NOTO_CJK_DIR, files: readonly string[] = NOTO_CJK_FILES): string {
  const missing = files.filter((f) => !existsSync(path.join(dir, f)));
  if (missing.length > 0) {
    throw new Error(
      `gaokao-ui browser tests need Debian's fonts-noto-cjk (${missing.map((f) => path.join(dir, f)).join(', ')} missing): ` +
        'apt-get install -y fonts-noto-cjk (.ci/run installs it)',
    );
  }
  const base = path.join(tmpdir(), `gaokao-ui-fontconfig-${process.getuid?.() ?? 'user'}`);
  const cacheDir = path.join(base, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(base, 'fonts.conf');
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, fontconfigXml(dir, files, cacheDir));
  renameSync(temp, file);
  return file;
}
