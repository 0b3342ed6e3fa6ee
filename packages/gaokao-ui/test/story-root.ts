/**
 * The element the screenshot step of the story tests captures: the wrapper the preview decorator
 * (storybook/preview-support.tsx) puts around every story. Throws when it is missing, so a broken decorator fails
 * every story test instead of silently turning the whole screenshot suite off.
 */
export function storyRoot(doc: Document, storyName: string): Element {
  const root = doc.querySelector('[data-story-root]');
  if (!root) {
    throw new Error(
      `${storyName}: no [data-story-root] element on the page, so there is nothing to compare with the baseline ` +
        '(the decorator in storybook/preview-support.tsx must wrap every story)',
    );
  }
  return root;
}
