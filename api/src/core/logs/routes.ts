import { backstageLogQuery, clientLogQuery } from '@console/contracts/schemas/logs';
import { route } from '../../http/routes';
import { backstageLogPage, clientLogPage } from './queries';
import { pageOf } from '@console/contracts/schemas/common';
import { backstageLogEntryAnswer, clientLogEntryAnswer } from '@console/contracts/schemas/core-answers';

export function logRoutes() {
  return [
    route({
      method: 'POST',
      path: 'backstageLog',
      name: 'List backstage log',
      response: pageOf(backstageLogEntryAnswer),
      body: backstageLogQuery,
      handler: async ({ body, services: { db } }) => backstageLogPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'frontendLog',
      name: 'List client log',
      response: pageOf(clientLogEntryAnswer),
      body: clientLogQuery,
      handler: async ({ body, services: { db } }) => clientLogPage(db, body),
    }),
  ];
}
