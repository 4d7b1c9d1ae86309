// Accessibility checks with axe-core (docs/accessibility.md): every screen and state is checked
// in the light and the dark colour scheme, on a 1280 px desktop and a 390 px phone, and must have
// no violations of WCAG 2.0/2.1/2.2 A and AA nor of axe's best practices. Nothing is excluded:
// a violation is fixed in the product.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** The axe rule tags every check runs: the WCAG A and AA rules, and axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

export interface Variant {
  scheme: 'light' | 'dark';
  width: 1280 | 390;
}

/** Light and dark, desktop and phone. */
export const VARIANTS: readonly Variant[] = [
  { scheme: 'light', width: 1280 },
  { scheme: 'dark', width: 1280 },
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 390 },
];

const HEIGHT = { 1280: 800, 390: 844 } as const;

/** Switches the page to `variant` and waits until colour transitions have settled. */
export async function applyVariant(page: Page, { scheme, width }: Variant): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize({ width, height: HEIGHT[width] });
  // A scheme switch starts the buttons' colour transitions; axe must see the final colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now in `variant` (already applied) and expects no violations;
 * a soft expectation, so one screen's failure still lets the others be checked. With
 * AXE_RESULTS set, appends one JSON line per check there; with AXE_SCREENSHOTS set, saves a
 * full-page screenshot into that folder.
 */
export async function expectAccessible(page: Page, screen: string, variant: Variant) {
  const { violations } = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  const name = `${screen} (${variant.scheme}, ${variant.width} px)`;
  const found = violations.map(
    (violation) =>
      `${violation.id} [${violation.impact}]: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  record({
    screen,
    ...variant,
    rules: violations.length,
    elements: violations.reduce((sum, violation) => sum + violation.nodes.length, 0),
    found,
  });
  const shots = process.env.AXE_SCREENSHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    const file = `${screen.replace(/[^a-z0-9]+/gi, '-')}-${variant.scheme}-${variant.width}.png`;
    await page.screenshot({ path: join(shots, file), fullPage: true });
  }
  // AXE_REPORT_ONLY=1 surveys a screen's violations without failing (the table in the docs).
  if (!process.env.AXE_REPORT_ONLY) expect.soft(found, `axe violations on ${name}`).toEqual([]);
}

/** Checks `screen` in every variant; `ready` waits until the screen shows in the new size. */
export async function expectAccessibleEverywhere(
  page: Page,
  screen: string,
  ready: () => Promise<void> = async () => {},
) {
  for (const variant of VARIANTS) {
    await applyVariant(page, variant);
    await ready();
    await expectAccessible(page, screen, variant);
  }
}

function record(line: object) {
  const file = process.env.AXE_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify({ test: test.info().title, ...line })}\n`);
}

/**
 * Opens `path` in `context` (a signed-in organiser's) and checks it everywhere once its heading
 * shows; answers the page, left open for the caller.
 */
export async function checkScreen(
  context: BrowserContext,
  screen: string,
  path: string,
  heading: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  const title = page.getByRole('heading', { name: heading, level: 1 });
  await expect(title).toBeVisible();
  await expectAccessibleEverywhere(page, screen, () => expect(title).toBeVisible());
  return page;
}
