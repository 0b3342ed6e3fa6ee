import { afterEach, describe, expect, it } from 'vitest';
import { storyRoot } from './story-root';

afterEach(() => {
  document.body.replaceChildren();
});

describe('given the screenshot step of the story tests', () => {
  it('should capture the story root the preview decorator marks', () => {
    const root = document.createElement('div');
    root.setAttribute('data-story-root', '');
    document.body.append(document.createElement('div'), root);
    expect(storyRoot(document, 'Default')).toBe(root);
  });

  it('should fail, naming the story, when the page has no story root', () => {
    document.body.append(document.createElement('div'));
    expect(() => storyRoot(document, 'Controls/Tag Default')).toThrow(/^Controls\/Tag Default: no \[data-story-root\] element/);
  });
});
