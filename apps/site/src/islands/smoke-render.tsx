/**
 * Islands measurement, smoke check: renders e-islands.tsx's islands to HTML (as a prerender would, no data fetched),
 * each with the identifierPrefix the browser hydrates it with, and the home page's static parts around them.
 */
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { lightThemeClass } from 'gaokao-ui';
import { islands } from './e-islands';
import { QuickLinks } from '../features/home/components/quick-links';
import { createQueryClient } from '../lib/query';

export function renderHome(): string {
  const client = createQueryClient();
  const island = (id: string) => {
    const render = islands[id];
    if (!render) throw new Error(`no island ${id}`);
    const html = renderToString(<QueryClientProvider client={client}>{render()}</QueryClientProvider>, { identifierPrefix: id });
    // display: contents, so the wrapper is no box of its own in the page's grid and flex layouts.
    return `<div id="${id}" style="display:contents">${html}</div>`;
  };
  return `<div class="gk-root ${lightThemeClass} gk-app">
<a class="gk-skip" href="#main">跳到主要内容</a>
<header class="gk-site-header">${island('island-header')}</header>
<main id="main" class="gk-main" tabindex="-1"><div class="gk-container gk-home">
<h1 class="gk-visually-hidden">高考志愿填报助手</h1>
${island('island-notices')}
<div class="gk-home__top">${island('island-fill')}${island('island-profile')}</div>
${renderToString(<QuickLinks />)}
<div class="gk-home__media">${island('island-news')}${island('island-videos')}</div>
</div></main>
${island('island-footer')}${island('island-login')}${island('island-feedback')}
</div>`;
}
