import { crossOriginAdd, crossOriginDelete, crossOriginEdit } from '@console/contracts/schemas/settings';
import { crossOriginEntryAnswer, settingSavedAnswer } from '@console/contracts/schemas/settings-answers';
import { z } from 'zod';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { CROSS_ORIGIN_DEFINITION, crossOriginEntries } from './queries';

const listed = (origin: string) => notFound(`${origin} is not on the cross-origin allowlist`);
const already = (origin: string) => conflict(`${origin} is already on the cross-origin allowlist`);

/**
 * The API's cross-origin allowlist (`/settings/domain-white-list`): the origins whose browsers may call the API.
 * Each change is a version with its reason, and reaches every API instance's CORS answers at once.
 */
export function crossOriginRoutes() {
  return [
    route({
      method: 'GET',
      path: 'cross-origin/whitelist',
      name: 'List the cross-origin allowlist',
      response: z.array(crossOriginEntryAnswer),
      handler: ({ services: { db } }) => crossOriginEntries(db),
    }),
    route({
      method: 'POST',
      path: 'cross-origin/whitelist',
      name: 'Add a cross-origin allowlist entry',
      audit: true,
      body: crossOriginAdd,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) =>
        db.transaction((tx) =>
          saveVersioned(tx, CROSS_ORIGIN_DEFINITION, {
            next: (before) => {
              if (body.origin in before) throw already(body.origin);
              return { ...before, [body.origin]: body.remark ?? '' };
            },
            session,
            reason: body.reason,
            now,
          }),
        ),
    }),
    route({
      method: 'PUT',
      path: 'cross-origin/whitelist',
      name: 'Edit a cross-origin allowlist entry',
      audit: true,
      body: crossOriginEdit,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) =>
        db.transaction((tx) =>
          saveVersioned(tx, CROSS_ORIGIN_DEFINITION, {
            next: (before) => {
              if (!(body.replaced in before)) throw listed(body.replaced);
              if (body.origin !== body.replaced && body.origin in before) throw already(body.origin);
              const { [body.replaced]: _replaced, ...others } = before;
              return { ...others, [body.origin]: body.remark ?? '' };
            },
            session,
            reason: body.reason,
            now,
          }),
        ),
    }),
    route({
      method: 'DELETE',
      path: 'cross-origin/whitelist',
      name: 'Delete a cross-origin allowlist entry',
      audit: true,
      query: crossOriginDelete,
      response: settingSavedAnswer,
      handler: ({ query, session, services: { db }, now }) =>
        db.transaction((tx) =>
          saveVersioned(tx, CROSS_ORIGIN_DEFINITION, {
            next: (before) => {
              if (!(query.origin in before)) throw listed(query.origin);
              const { [query.origin]: _removed, ...others } = before;
              return others;
            },
            session,
            reason: query.reason,
            now,
          }),
        ),
    }),
  ];
}
