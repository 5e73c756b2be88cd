import { describe, expect, it } from 'vitest';
import { browserJourneysPlan } from './helpers/browser';

describe('browser journeys without Chromium', () => {
  it('run whenever Chromium is there', () => {
    expect(browserJourneysPlan({ CI: '1' }, true)).toBe('run');
    expect(browserJourneysPlan({}, true)).toBe('run');
  });

  it('are skipped on a developer machine, and fail under CI=1 or REQUIRE_BROWSER=1', () => {
    expect(browserJourneysPlan({}, false)).toBe('skip');
    expect(browserJourneysPlan({ CI: '0', REQUIRE_BROWSER: 'false' }, false)).toBe('skip');
    expect(browserJourneysPlan({ CI: '1' }, false)).toBe('fail');
    expect(browserJourneysPlan({ CI: 'true' }, false)).toBe('fail');
    expect(browserJourneysPlan({ REQUIRE_BROWSER: '1' }, false)).toBe('fail');
  });
});
