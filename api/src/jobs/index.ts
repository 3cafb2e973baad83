import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/context';
import { waitForBatchUploads } from '../modules/batch-upload/routes';
import { exportExpiryTask, exportJobDefinition } from '../modules/exports/jobs';
import { DEPOSITS } from '../modules/finance/deposits';
import { payoutReconcileTask } from '../modules/finance/payout/reconcile';
import { daySumFoldTask } from '../modules/finance/summaries';
import { WITHDRAWALS } from '../modules/finance/withdrawals';
import { JobQueue, setJobQueue } from './queue';

/**
 * Gives the app its job queue: the job kinds this API runs, started when the app is ready (every
 * instance works the shared queue) and stopped, after its running jobs, when the app closes.
 */
export function installJobs(app: FastifyInstance, services: AppServices): JobQueue {
  const queue = new JobQueue(services.db, (message) => app.log.error(message))
    .define(exportJobDefinition(services))
    .every(exportExpiryTask(services))
    .every(daySumFoldTask(services.db, [DEPOSITS, WITHDRAWALS]))
    .every(payoutReconcileTask(app, services));
  setJobQueue(services.db, queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', async () => {
    await queue.stop();
    // Batch uploads create their users in this process (their passwords are never stored): let them finish.
    await waitForBatchUploads(services.db);
  });
  return queue;
}
