import { describe, expect, it } from 'vitest';
import { etagOf } from '../lib/public-cache';
import { createTagMemo } from './http-cache';

describe('remembered answer tags', () => {
  it('is always the hash of exactly the body given, whatever was remembered for the address', () => {
    const tagOf = createTagMemo();
    const bodies = ['{"a":1}', '{"a":2}', '{"a":1}', `{"text":"${'Toán '.repeat(4_000)}"}`, '{"a":2}'];
    for (const body of bodies) expect(tagOf('/api/books/1', body)).toBe(etagOf(body));
    // Equal bodies built apart (not the same string object) get the same tag.
    expect(tagOf('/api/books/1', ['{"a":', '2}'].join(''))).toBe(etagOf('{"a":2}'));
  });

  it('keeps a bounded number of addresses, and stays right past the bound', () => {
    const tagOf = createTagMemo();
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 1_000; i++) {
        const body = `{"id":${i},"round":${round}}`;
        expect(tagOf(`/api/books/${i}`, body)).toBe(etagOf(body));
      }
  });
});
