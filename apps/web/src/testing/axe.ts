import axe from 'axe-core';

/**
 * The axe violations of the current document. jsdom does no layout, so rules that need it
 * (colour contrast) are left to the browser journeys (e2e).
 */
export async function axeViolations(context: axe.ElementContext = document): Promise<string[]> {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
