import { describe, expect, it } from 'vitest';
import { axisLabels, niceCeiling } from './day-chart.tsx';

describe('niceCeiling', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 11, 42, 120, 999].map(niceCeiling)).toEqual([
      1, 1, 2, 5, 10, 20, 50, 200, 1000,
    ]);
  });
});

describe('axisLabels', () => {
  it('names the first and last day and spreads 7 labels evenly between them', () => {
    const labels = axisLabels(90);
    expect(labels.map((label) => label.index)).toEqual([0, 15, 30, 45, 59, 74, 89]);
    // The ends are held inside the chart, the rest centred under their day.
    expect(labels.map((label) => label.align)).toEqual([
      'start',
      'centre',
      'centre',
      'centre',
      'centre',
      'centre',
      'end',
    ]);
  });

  it('keeps 4 of the 7 on a narrow screen, still from the first day to the last', () => {
    const shown = axisLabels(30).filter((label) => !label.wideOnly);
    expect(shown.map((label) => label.index)).toEqual([0, 10, 19, 29]);
  });

  it('labels every day of a short period, centred under its bar but for the ends', () => {
    expect(axisLabels(3)).toEqual([
      { index: 0, align: 'start', position: 0.5 / 3, wideOnly: false },
      { index: 1, align: 'centre', position: 1.5 / 3, wideOnly: false },
      { index: 2, align: 'end', position: 2.5 / 3, wideOnly: false },
    ]);
    expect(axisLabels(1)).toEqual([{ index: 0, align: 'centre', position: 0.5, wideOnly: false }]);
    expect(axisLabels(0)).toEqual([]);
  });
});
