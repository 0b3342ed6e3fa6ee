import axe from 'axe-core';

/**
 * Runs axe on a container and returns the violations as readable lines, so a failing assertion says which rule
 * broke and where. Portalled dialogs live on <body>: pass `document.body` for those.
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const result = await axe.run(container, {
    resultTypes: ['violations'],
    rules: {
      // A test renders a fragment, not a page: landmarks and a page title are the site's job.
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
