import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless, so it never probes for eval under the CSP', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // What the setting is for: an object schema built afterwards never calls `new Function`.
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const { z } = await import('zod');
      const schema = z.object({ name: z.string(), qty: z.number() });
      expect(schema.parse({ name: 'Sách', qty: 2 })).toEqual({ name: 'Sách', qty: 2 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
