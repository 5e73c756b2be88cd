/**
 * Loads shared by concurrent callers of one key, for the caches of public content (`public-cache.ts`,
 * `page-cache.ts`). `invalidate` starts a new generation when content changes: a load begun before it
 * is still answered to its callers, but not handed to `keep`, so a cleared cache never refills with
 * what was read before the write.
 */
export function createSingleFlight() {
  let generation = 0;
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  return {
    /** `load`'s answer, shared with the callers of `key` already waiting; `keep` is given a current one. */
    load<T>(key: string, load: () => Promise<T>, keep: (value: T) => void): Promise<T> {
      const pending = loading.get(key);
      if (pending?.generation === generation) return pending.promise as Promise<T>;
      const startedAt = generation;
      const promise = load().then((value) => {
        if (generation === startedAt) keep(value);
        return value;
      });
      const forget = () => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      };
      loading.set(key, { generation: startedAt, promise });
      promise.then(forget, forget);
      return promise;
    },
    invalidate() {
      generation++;
      loading.clear();
    },
  };
}
