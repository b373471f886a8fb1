import { describe, expect, it } from 'vitest';
import { newUuid } from './new-uuid.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

describe('newUuid', () => {
  it('makes distinct version 4 uuids', () => {
    const uuids = new Set(Array.from({ length: 50 }, newUuid));
    expect(uuids.size).toBe(50);
    for (const uuid of uuids) expect(uuid).toMatch(UUID_V4);
  });

  it('falls back to getRandomValues outside secure contexts', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newUuid()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
