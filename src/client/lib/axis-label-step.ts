let canvas: HTMLCanvasElement | undefined;

/** How wide a chart's axis label is drawn (MUI X Charts: 12 px in the theme's font). */
function textWidth(text: string, fontFamily: string): number {
  if (typeof document === 'undefined') return 0;
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.font = `12px ${fontFamily}`;
  return context.measureText(text).width;
}

/**
 * Every how many bands an axis label is written, so that the widest label fits with a gap: 1 where
 * there is room, more on a phone or with long names (Arabic weekdays are whole words). `room` is
 * the axis's length in pixels (0 while unmeasured: every label).
 */
export function axisLabelStep(labels: readonly string[], room: number, fontFamily: string, gap = 8): number {
  if (room <= 0 || labels.length === 0) return 1;
  const band = room / labels.length;
  const widest = Math.max(...labels.map((l) => textWidth(l, fontFamily)));
  return Math.max(1, Math.ceil((widest + gap) / band));
}
