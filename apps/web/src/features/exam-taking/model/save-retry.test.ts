import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http-client';
import { isRetriable, retryDelay, SESSION_ENDED_CODES } from './save-retry';

describe('autosave retries', () => {
  it('tries again after no answer, a server error or a rate limit, not after a refusal', () => {
    expect(isRetriable(new ApiError(0, 'SERVER_DOWN', 'no answer'))).toBe(true);
    expect(isRetriable(new ApiError(503, 'SERVER_DOWN', 'down'))).toBe(true);
    expect(isRetriable(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toBe(true);
    expect(isRetriable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetriable(new ApiError(400, 'EXAM_ANSWER_INVALID', 'bad'))).toBe(false);
    expect(isRetriable(new ApiError(409, 'EXAM_TIME_UP', 'late'))).toBe(false);
  });

  it('waits longer each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('moves on to the result when the server says the session has ended', () => {
    expect(SESSION_ENDED_CODES.has('EXAM_TIME_UP')).toBe(true);
    expect(SESSION_ENDED_CODES.has('EXAM_SESSION_CLOSED')).toBe(true);
    expect(SESSION_ENDED_CODES.has('EXAM_ANSWER_INVALID')).toBe(false);
  });
});
