import type { FastifyInstance } from 'fastify';
import { sweepOverdueSessions } from './closing';

/** How often each process looks for overdue sessions (a result at most this late after the grace). */
export const SWEEP_INTERVAL_MS = 10_000;

/**
 * Runs the deadline sweep in this process from the moment the app is ready until it closes. Every
 * process may run one: the sweep takes sessions with SKIP LOCKED, so they share the work. One round at
 * a time; a failed round is logged and the next one tries again. An interval of 0 runs none (tests,
 * which sweep by calling `sweepOverdueSessions` and count statements without a round landing inside).
 */
export function startSweeper(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS) {
  let round: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (round) return;
    round = sweepOverdueSessions(app.db, (sessionId, error) =>
      app.log.error({ err: error, sessionId }, 'exam session could not be closed at its deadline'),
    )
      .then((closed) => {
        if (closed > 0) app.log.info({ closed }, 'exam sessions closed at their deadline');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'exam session sweep failed'))
      .finally(() => {
        round = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
