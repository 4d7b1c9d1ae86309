import { expect, type Locator } from '@playwright/test';

/**
 * The day labels under a chart (`figure`): seven, four of them shown at 390 px, each a short
 * date on one line, inside the chart and clear of the label before it.
 */
export async function expectDayLabelsFit(figure: Locator): Promise<void> {
  const labels = figure.locator('[aria-hidden="true"] span.whitespace-nowrap');
  await expect(labels).toHaveCount(7);
  const boxes = [];
  for (const label of await labels.all()) {
    if (!(await label.isVisible())) continue;
    await expect(label).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    boxes.push((await label.boundingBox())!);
  }
  expect(boxes).toHaveLength(4);
  const chart = (await figure.boundingBox())!;
  for (const [index, box] of boxes.entries()) {
    expect(box.height).toBeLessThan(24);
    expect(box.x).toBeGreaterThanOrEqual(chart.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
    if (index > 0) expect(box.x).toBeGreaterThan(boxes[index - 1]!.x + boxes[index - 1]!.width);
  }
}
