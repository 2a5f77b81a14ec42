import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberingAccepted } from './remembered-validation.ts';

const schema = z.object({
  tags: z.array(z.string()).default([]),
  limit: z.coerce.number().int().min(1).default(12),
});

/** The schema's check, as Fastify's compiler returns it, counting the times it ran. */
function countedCheck() {
  const counted = {
    runs: 0,
    check: (data: unknown) => {
      counted.runs++;
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    },
  };
  return counted;
}

describe('rememberingAccepted', () => {
  it('runs the schema once for an input it accepted, and answers the same value after', () => {
    const counted = countedCheck();
    const check = rememberingAccepted(counted.check);
    const first = check({ limit: '5' });
    const again = check({ limit: '5' });
    expect(first).toEqual({ value: { tags: [], limit: 5 } });
    expect(again).toBe(first);
    expect(counted.runs).toBe(1);
    expect(check({ limit: '6' })).toEqual({ value: { tags: [], limit: 6 } });
    expect(counted.runs).toBe(2);
  });

  it('checks a refused input every time, so each refusal has its own error', () => {
    const counted = countedCheck();
    const check = rememberingAccepted(counted.check);
    expect(check({ limit: '0' }).error).toBeDefined();
    expect(check({ limit: '0' }).error).toBeDefined();
    expect(counted.runs).toBe(2);
  });

  it('hands out a frozen value: a handler cannot change what the next request gets', () => {
    const check = rememberingAccepted(countedCheck().check);
    const { value } = check({ tags: ['a'] }) as { value: { tags: string[]; limit: number } };
    expect(() => {
      value.limit = 99;
    }).toThrow(TypeError);
    expect(() => value.tags.push('b')).toThrow(TypeError);
    expect(check({ tags: ['a'] })).toEqual({ value: { tags: ['a'], limit: 12 } });
  });

  it('never keeps a long input, and keeps at most entriesMax inputs, dropping the oldest', () => {
    const counted = countedCheck();
    const check = rememberingAccepted(counted.check, { keyMax: 40, entriesMax: 3 });
    const long = { tags: ['x'.repeat(40)] };
    check(long);
    check(long);
    expect(counted.runs).toBe(2);

    counted.runs = 0;
    for (const limit of [1, 2, 3]) check({ limit });
    for (const limit of [1, 2, 3]) check({ limit });
    expect(counted.runs).toBe(3); // all three kept
    check({ limit: 4 }); // the memory is full: the oldest (1) goes, 4 is kept
    check({ limit: 3 });
    expect(counted.runs).toBe(4);
    check({ limit: 1 });
    expect(counted.runs).toBe(5);
  });
});
