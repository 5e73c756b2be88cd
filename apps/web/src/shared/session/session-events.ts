/**
 * Why a session ended:
 * - 'logout': the user asked;
 * - 'forced': the server refused the access token (ACCESS_TOKEN_INVALID, LOGGED_IN_ELSEWHERE), so the
 *   user is sent home (spec §8);
 * - 'expired': the refresh token was refused, so the session cannot be renewed.
 */
export type SessionEnd = { reason: 'logout' | 'forced' | 'expired'; code?: string };

type Listener<T> = (event: T) => void;

export type EventBus<T> = {
  /** Returns the function that unsubscribes. */
  on(listener: Listener<T>): () => void;
  emit(event: T): void;
};

export function createEventBus<T>(): EventBus<T> {
  const listeners = new Set<Listener<T>>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      // A copy: a listener that unsubscribes itself must not make the loop skip the next one.
      for (const listener of [...listeners]) listener(event);
    },
  };
}

/**
 * The HTTP client announces a session it ended here, so it can make the app forget the user and go
 * home without importing React, the router or the query cache (`connectSession` listens).
 */
export const sessionEvents = createEventBus<SessionEnd>();
