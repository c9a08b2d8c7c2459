import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A chart's x-axis labels stand apart, each whole, at least `least` of them (MUI X Charts). */
export async function expectAxisLabelsApart(chart: Locator, least = 3) {
  const boxes = await chart
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map((r) => [r.left, r.right] as const));
  expect(boxes.length).toBeGreaterThanOrEqual(least);
  const sorted = [...boxes].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]![0]).toBeGreaterThan(sorted[i - 1]![1] + 4);
}
