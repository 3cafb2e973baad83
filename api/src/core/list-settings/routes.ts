import { type ListKey, LISTS, listSettingsInput, savedViewInput } from '@console/contracts/lists';
import { idParam } from '@console/contracts/schemas/common';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { deleteView, readListSettings, saveView, writeListSettings } from './queries';
import { listSettingsAnswer, savedViewAnswer } from '@console/contracts/schemas/core-answers';
import { z } from 'zod';

/**
 * Each list's settings calls: the admin's columns and density, and their saved views. Every list has its
 * own paths (`lists/deposits/settings`), so the catalogue grants them with that list's view permission and
 * an admin reaches only the settings of lists they may open. They change only the admin's own rows.
 */
export function listSettingsRoutes() {
  return (Object.keys(LISTS) as ListKey[]).flatMap((key) => [
    route({
      method: 'GET',
      path: `lists/${key}/settings`,
      name: `Read the columns and saved views of list ${key}`,
      response: listSettingsAnswer,
      handler: async ({ session, services: { db } }) => readListSettings(db, session.adminId, key),
    }),
    route({
      method: 'PUT',
      path: `lists/${key}/settings`,
      name: `Arrange the columns of list ${key}`,
      response: listSettingsAnswer,
      audit: true,
      body: listSettingsInput,
      handler: async ({ body, session, now, services: { db } }) => {
        await writeListSettings(db, session.adminId, key, body, now);
        return readListSettings(db, session.adminId, key);
      },
    }),
    route({
      method: 'POST',
      path: `lists/${key}/views`,
      name: `Save a view of list ${key}`,
      response: savedViewAnswer,
      audit: true,
      body: savedViewInput,
      handler: async ({ body, session, now, services: { db } }) => saveView(db, session.adminId, key, body, now),
    }),
    route({
      method: 'DELETE',
      path: `lists/${key}/views/{id}`,
      name: `Delete a saved view of list ${key}`,
      response: z.null(),
      audit: true,
      params: idParam,
      handler: async ({ params, session, services: { db } }) => {
        if (!(await deleteView(db, session.adminId, key, params.id))) throw notFound(`You have no saved view ${params.id} on this list`);
        return null;
      },
    }),
  ]);
}
