import type { PeriodicTask } from '../../../core/jobs/queue';
import type { AppServices } from '../../../http/context';
import { feedRunnerTask } from '../../market/feed-runner';
import { tickPruneTask } from '../../market/prune';
import { roundEngineTask } from './engine';

/**
 * The market's and the round engine's timers, registered by the trading area: the feed runner (one tick a
 * second per active coin pair, when the server has a feed), the round engine (open, lock, close, settle)
 * and the tick prune. Under the test runner without `PRICE_FEED` none runs: tests drive the feed and the
 * engine by hand with their clock (see `market/feed.ts`).
 */
export function marketAndRoundTasks(services: AppServices): PeriodicTask[] {
  const engine = roundEngineTask(services);
  const tasks = [feedRunnerTask(services), engine, engine ? tickPruneTask(services) : null];
  return tasks.filter((task): task is PeriodicTask => task !== null);
}
