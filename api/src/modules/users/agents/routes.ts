import { agentAdd, agentAnswer, agentEdit, agentListQuery, agentLogAnswer, agentLogQuery } from '@console/contracts/schemas/agents';
import { pageOf } from '@console/contracts/schemas/common';
import { route } from '../../../http/routes';
import { hashPassword } from '../../../core/session/credentials';
import { addAgent, agentLogPage, agentPage, editAgent, findAgent } from './queries';

export function agentRoutes() {
  return [
    route({
      method: 'POST',
      path: 'agent/list',
      name: 'List agents',
      body: agentListQuery,
      response: pageOf(agentAnswer),
      handler: async ({ body, services: { db } }) => agentPage(db, body),
    }),
    route({
      method: 'POST',
      path: 'agent/add',
      name: 'Add agent',
      audit: true,
      body: agentAdd,
      response: agentAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const id = await addAgent(db, body, await hashPassword(body.password), session, now);
        return findAgent(db, id);
      },
    }),
    route({
      method: 'POST',
      path: 'agent/edit',
      name: 'Edit agent',
      audit: true,
      body: agentEdit,
      response: agentAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const hash = body.password ? await hashPassword(body.password) : undefined;
        await editAgent(db, body, hash, session, now);
        return findAgent(db, body.id);
      },
    }),
    route({
      method: 'POST',
      path: 'agentBackendLog',
      name: 'List agent logs',
      body: agentLogQuery,
      response: pageOf(agentLogAnswer),
      handler: async ({ body, services: { db } }) => agentLogPage(db, body),
    }),
  ];
}
