import { idParam, pageOf } from '@console/contracts/schemas/common';
import { marketingLevelListQuery, userLevelListQuery } from '@console/contracts/schemas/levels';
import { z } from 'zod';
import { route } from '../../../http/routes';
import { addLevel, deleteLevel, editLevel, findLevel, type LevelKind, levelPage, MARKETING_LEVELS, USER_LEVELS } from './queries';

function levelRoutes<Input extends Record<string, unknown>, Out>(kind: LevelKind<Input, Out>) {
  return [
    route({
      method: 'POST',
      path: `${kind.base}/list`,
      name: `List ${kind.what}s`,
      body: kind.userColumn === 'user_level' ? userLevelListQuery : marketingLevelListQuery,
      response: pageOf(kind.answer),
      handler: async ({ body, services: { db } }) => levelPage(db, kind, body),
    }),
    route({
      method: 'POST',
      path: `${kind.base}/add`,
      name: `Add ${kind.what}`,
      audit: true,
      body: kind.schema,
      response: kind.answer,
      handler: async ({ body, services: { db }, now }) => findLevel(db, kind, await addLevel(db, kind, body, now)),
    }),
    route({
      method: 'PUT',
      path: `${kind.base}/edit/{id}`,
      name: `Edit ${kind.what}`,
      audit: true,
      params: idParam,
      body: kind.schema,
      response: kind.answer,
      handler: async ({ params, body, services: { db }, now }) => {
        await editLevel(db, kind, params.id, body, now);
        return findLevel(db, kind, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${kind.base}/del/{id}`,
      name: `Delete ${kind.what}`,
      audit: true,
      params: idParam,
      response: z.null(),
      handler: async ({ params, services: { db } }) => {
        await deleteLevel(db, kind, params.id);
        return null;
      },
    }),
  ];
}

export function userLevelRoutes() {
  return [...levelRoutes(USER_LEVELS), ...levelRoutes(MARKETING_LEVELS)];
}
