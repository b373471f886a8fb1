import { describe, expect, it } from 'vitest';
import { ListCache, listCacheKey } from './list-cache.ts';

const compute = (value: string) => async () => value;

describe('ListCache', () => {
  it('keeps an answer until something changes', async () => {
    const cache = new ListCache();
    expect(await cache.remember('k', compute('first'))).toBe('first');
    expect(await cache.remember('k', compute('second'))).toBe('first');
    cache.invalidate();
    expect(await cache.remember('k', compute('third'))).toBe('third');
  });

  it('does not keep an answer computed while a change happened', async () => {
    const cache = new ListCache();
    let finish: (value: string) => void = () => undefined;
    const pending = cache.remember('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('from before the change');
    expect(await pending).toBe('from before the change');
    expect(await cache.remember('k', compute('fresh'))).toBe('fresh');
  });

  it('drops the least recently used answers beyond its limits', async () => {
    const cache = new ListCache({ entries: 2, bytes: 1_000 });
    await cache.remember('a', compute('A'));
    await cache.remember('b', compute('B'));
    await cache.remember('a', compute('unused'));
    await cache.remember('c', compute('C'));
    expect(cache.size).toBe(2);
    expect(await cache.remember('b', compute('B again'))).toBe('B again');
    const bySize = new ListCache({ entries: 10, bytes: 5 });
    await bySize.remember('x', compute('xxx'));
    await bySize.remember('y', compute('yyy'));
    expect(bySize.size).toBe(1);
  });

  it('computes every time when switched off', async () => {
    const cache = new ListCache();
    cache.enabled = false;
    await cache.remember('k', compute('one'));
    expect(await cache.remember('k', compute('two'))).toBe('two');
  });
});

describe('listCacheKey', () => {
  const coach = { id: 'u1', roles: [] };
  it('ignores the order of query parameters but not the caller or their roles', () => {
    expect(listCacheKey(coach, { a: '1', b: '2' })).toBe(listCacheKey(coach, { b: '2', a: '1' }));
    expect(listCacheKey(coach, { a: '1' })).not.toBe(listCacheKey(null, { a: '1' }));
    expect(listCacheKey(coach, { a: '1' })).not.toBe(
      listCacheKey({ id: 'u1', roles: ['admin'] }, { a: '1' }),
    );
    expect(listCacheKey(coach, { a: '1' })).not.toBe(listCacheKey(coach, { a: '2' }));
  });
});
