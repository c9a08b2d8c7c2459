import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, pushToast, type Toast } from './toast-queue.ts';

describe('toasts', () => {
  it('keeps at most five, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= 7; id++) list = pushToast(list, { id, message: `m${id}`, severity: 'info' });
    expect(MAX_TOASTS).toBe(5);
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });
});
