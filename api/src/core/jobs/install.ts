import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../http/context';
import type { Area } from '../area';
import { JobQueue, setJobQueue } from './queue';

/**
 * Gives the app its job queue: the job kinds and timed tasks every part declares, started when the app is
 * ready (every instance works the shared queue) and stopped, after its running jobs, when the app closes.
 */
export function installJobs(app: FastifyInstance, services: AppServices, parts: readonly Area[]): JobQueue {
  const queue = new JobQueue(services.db, (message) => app.log.error(message));
  for (const part of parts) {
    for (const job of part.jobs?.(app, services) ?? []) queue.define(job);
    for (const task of part.tasks?.(app, services) ?? []) queue.every(task);
  }
  setJobQueue(services.db, queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', async () => {
    await queue.stop();
    for (const part of parts) await part.onClose?.(services);
  });
  return queue;
}
