import { describe, expect, it } from 'vitest';
import { requestLoader } from './request-loader.ts';

const NAME = Symbol('test');

describe('requestLoader', () => {
  it('batches the keys one request asks for in the same tick into one call, and keeps the answers for that request', async () => {
    const calls: string[][] = [];
    const batch = async (keys: readonly string[]) => {
      calls.push([...keys]);
      return keys.map((k) => k.toUpperCase());
    };
    const request = {};
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((k) => requestLoader(request, NAME, batch).load(k)));
    expect(answers).toEqual(['A', 'B', 'A', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect(await requestLoader(request, NAME, batch).load('b')).toBe('B');
    expect(calls).toHaveLength(1);
  });

  it('gives each request its own loader, so one request never sees another’s answers', async () => {
    let n = 0;
    const batch = async (keys: readonly string[]) => keys.map((k) => `${k}${++n}`);
    expect(await requestLoader({}, NAME, batch).load('x')).toBe('x1');
    expect(await requestLoader({}, NAME, batch).load('x')).toBe('x2');
  });
});
