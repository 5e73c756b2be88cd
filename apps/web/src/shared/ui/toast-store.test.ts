import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

/** Timers the test fires by hand. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  return {
    schedule: {
      setTimeout: ((run: () => void, ms: number) => {
        const id = next++;
        pending.set(id, { at: now + ms, run });
        return id;
      }) as unknown as typeof setTimeout,
      clearTimeout: ((id: number) => {
        pending.delete(id);
      }) as unknown as typeof clearTimeout,
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('toast store', () => {
  it('stacks notices and dismisses each after its time: errors stay longer', () => {
    const timers = manualTimers();
    const store = createToastStore(timers.schedule);
    store.show({ tone: 'success', messageKey: 'a' });
    store.show({ tone: 'error', messageKey: 'b' });
    expect(store.getSnapshot().map((toast) => toast.messageKey)).toEqual(['a', 'b']);
    timers.advance(4000);
    expect(store.getSnapshot().map((toast) => toast.messageKey)).toEqual(['b']);
    timers.advance(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('says the same thing once, and keeps it up a little longer instead', () => {
    const timers = manualTimers();
    const store = createToastStore(timers.schedule);
    const first = store.show({ tone: 'error', messageKey: 'error.X' });
    timers.advance(5000);
    expect(store.show({ tone: 'error', messageKey: 'error.X' })).toBe(first);
    timers.advance(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps at most four, dropping the oldest, and tells subscribers', () => {
    const store = createToastStore(manualTimers().schedule);
    let changes = 0;
    const unsubscribe = store.subscribe(() => {
      changes += 1;
    });
    for (const key of ['1', '2', '3', '4', '5']) store.show({ messageKey: key });
    expect(store.getSnapshot().map((toast) => toast.messageKey)).toEqual(['2', '3', '4', '5']);
    const id = store.getSnapshot()[0]?.id ?? 0;
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(3);
    unsubscribe();
    store.show({ messageKey: '6' });
    expect(changes).toBeGreaterThanOrEqual(6);
    const before = changes;
    store.show({ messageKey: '7' });
    expect(changes).toBe(before);
  });
});
