/**
 * axe-core's full rules on a rendered page: Lighthouse runs a subset and misses, among others,
 * names that leave out their visible text (WCAG 2.5.3, label-content-name-mismatch) and landmarks
 * with the same name (landmark-unique). The page gets axe-core's own source and runs every rule it
 * has, experimental ones included, except those of WCAG's level AAA (the shop's level is AA: its
 * brand green on white is 5.4:1, AAA asks 7:1). A spec that uses it sets `bypassCSP`: the page's
 * Content-Security-Policy allows only the shop's own scripts, and axe-core is the test's.
 */
import type { Page } from '@playwright/test';

// every rule axe-core has but level AAA's (experimental ones too): the run names them
const ALL_RULES = { runOnly: { type: 'rule', values: [] as string[] } };

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Every violation on the page as it is now, one line per element: none is the pass. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const found = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: {
          getRules(): { ruleId: string; tags: string[] }[];
          run(...args: unknown[]): Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    options.runOnly.values = axe
      .getRules()
      .filter((rule) => !rule.tags.some((tag) => /^wcag2\d*aaa$/.test(tag)))
      .map((rule) => rule.ruleId);
    const result = await axe.run(document, options);
    return result.violations;
  }, ALL_RULES);
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')}`),
  );
}
