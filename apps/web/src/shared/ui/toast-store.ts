/*
 * The storefront's notices, as a tiny external store: the HTTP client pushes error toasts without React,
 * and <Toaster /> (mounted once in the app providers) renders them with useSyncExternalStore.
 */

export type ToastTone = 'success' | 'info' | 'error';

export type ToastInput = {
  tone?: ToastTone;
  /** An i18n key, translated when shown (the client knows codes, not the language). */
  messageKey?: string;
  /** Ready text; used when there is no key, or as the fallback of a key missing from the catalogue. */
  message?: string;
  /** Default: 6 s for errors (longer to read, and more important), 4 s otherwise. */
  durationMs?: number;
};

export type Toast = { id: number; tone: ToastTone; messageKey?: string; message?: string };

type Timer = ReturnType<typeof setTimeout>;

/** At most this many at once: a burst of failing calls must not cover the page. */
const MAX_VISIBLE = 4;

type Schedule = {
  setTimeout: (run: () => void, ms: number) => Timer;
  clearTimeout: (timer: Timer) => void;
};

// Wrapped: the browser's timer functions throw "Illegal invocation" when called as methods of another object.
const browserSchedule: Schedule = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

export function createToastStore(schedule: Schedule = browserSchedule) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) schedule.clearTimeout(timer);
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  }

  function arm(id: number, durationMs: number) {
    const old = timers.get(id);
    if (old !== undefined) schedule.clearTimeout(old);
    timers.set(
      id,
      schedule.setTimeout(() => dismiss(id), durationMs),
    );
  }

  function show(input: ToastInput): number {
    const tone = input.tone ?? 'info';
    const durationMs = input.durationMs ?? (tone === 'error' ? 6000 : 4000);
    // Several calls failing for one reason say it once; the notice just stays a little longer.
    const same = toasts.find(
      (toast) =>
        toast.tone === tone && toast.messageKey === input.messageKey && toast.message === input.message,
    );
    if (same) {
      arm(same.id, durationMs);
      return same.id;
    }
    const toast: Toast = { id: nextId++, tone };
    if (input.messageKey !== undefined) toast.messageKey = input.messageKey;
    if (input.message !== undefined) toast.message = input.message;
    const kept = toasts.slice(-(MAX_VISIBLE - 1));
    for (const dropped of toasts.slice(0, toasts.length - kept.length)) dismiss(dropped.id);
    publish([...kept, toast]);
    arm(toast.id, durationMs);
    return toast.id;
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

/** Shows a notice at the top right; returns its id for `dismissToast`. */
export function showToast(input: ToastInput): number {
  return toastStore.show(input);
}

export function dismissToast(id: number): void {
  toastStore.dismiss(id);
}
