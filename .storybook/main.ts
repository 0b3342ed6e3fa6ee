import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * The Storybook packages are dependencies of packages/gaokao-ui, not of the workspace root, so Node cannot find
 * them from this folder: everything is resolved from the package instead (Storybook's "absolute path" pattern
 * for monorepos). For the same reason this file takes no type import from '@storybook/react-vite'.
 */
const here = dirname(fileURLToPath(import.meta.url));
const uiPackage = join(here, '../packages/gaokao-ui');
const requireFromUi = createRequire(join(uiPackage, 'package.json'));
const abs = (name: string) => dirname(requireFromUi.resolve(`${name}/package.json`));

type ViteConfigLike = { plugins?: unknown[]; root?: string; server?: Record<string, unknown> };

const config = {
  stories: ['../packages/gaokao-ui/src/**/*.stories.tsx'],
  addons: [abs('@storybook/addon-a11y'), abs('@storybook/addon-vitest'), abs('@storybook/addon-docs')],
  framework: { name: abs('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig: ViteConfigLike) {
    const plugin = (await import(pathToFileURL(requireFromUi.resolve('@vanilla-extract/vite-plugin')).href)) as {
      vanillaExtractPlugin: () => unknown;
    };
    // Vite's root is the package, so bare imports (react, @radix-ui/…) and pre-bundling resolve from its node_modules.
    return {
      ...viteConfig,
      root: uiPackage,
      server: { ...viteConfig.server, fs: { allow: [join(here, '..')] } },
      plugins: [...(viteConfig.plugins ?? []), plugin.vanillaExtractPlugin()],
    };
  },
};

export default config;
