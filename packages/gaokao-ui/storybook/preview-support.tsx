import type { Decorator, Parameters } from '@storybook/react-vite';
import '../src/styles/index';
import { lightThemeClass } from '../src/styles/themes/light.css';

/**
 * Every story renders inside this wrapper: it applies the theme class and carries `data-story-root`, which the
 * screenshot step of the story tests targets. Stories with `layout: 'fullscreen'` (dialogs, whose content is
 * portalled to <body>) get a viewport-sized root so the screenshot rectangle covers the overlay.
 */
export const decorators: Decorator[] = [
  (Story, context) => {
    const fullscreen = context.parameters.layout === 'fullscreen';
    return (
      <div
        className={`gk-root ${lightThemeClass}`}
        data-story-root=""
        style={{
          display: fullscreen ? 'block' : 'inline-block',
          minWidth: fullscreen ? undefined : 320,
          minHeight: fullscreen ? '100vh' : undefined,
          width: fullscreen ? '100%' : undefined,
          padding: 16,
          boxSizing: 'border-box',
          background: '#ffffff',
        }}
      >
        <Story />
      </div>
    );
  },
];

export const parameters: Parameters = {
  layout: 'padded',
  controls: { expanded: true },
  a11y: {
    // Each story's axe run fails its story test on any violation.
    test: 'error',
  },
  backgrounds: { disable: true },
  // Story tests set the browser viewport from here, so screenshots always have the same size.
  viewport: {
    options: {
      desktop: { name: 'Desktop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      mobile375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
    },
    defaultViewport: 'desktop',
  },
};

export const initialGlobals = {};
