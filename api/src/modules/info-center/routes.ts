import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import {
  deleteFileQuery,
  infoContentAnswer,
  infoContentQuery,
  infoContentRow,
  infoContentUpdate,
  infoRevisionAnswer,
  infoRevisionDiffAnswer,
  infoSavedAnswer,
  infoTempKeyAnswer,
  infoUploadAnswer,
  revisionDiffQuery,
  revisionParams,
} from '@console/contracts/schemas/info-center';
import { z } from 'zod';
import { removeStoredBytes } from '../../core/files/storage';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { deleteImage, type ForgottenFile, forgetFiles, newTempKey, readUpload, storeImage } from './images';
import { infoContentById, infoContentPage } from './queries';
import { revisionDiff, revisionsOf } from './revisions';
import { restoreRevision, saveContent } from './save';

/** After the commit of a delete: the bytes of the files it forgot; the answer is empty. */
const removeBytes = async (_ctx: unknown, forgotten: unknown) => {
  await removeStoredBytes(forgotten as ForgottenFile[]);
  return null;
};

const languageQuery = z.object({ language: z.string().max(10).optional() });

/**
 * The info center (`/info-center/content-list`): articles in up to three languages, their images (the temp-key
 * flow) and their revisions. Every change is audited.
 */
export function infoCenterRoutes() {
  return [
    route({
      method: 'POST',
      path: 'info-center/list',
      name: 'List info center articles',
      body: infoContentQuery,
      response: pageOf(infoContentRow),
      handler: ({ body, services: { db }, now }) => infoContentPage(db, body, now),
    }),
    route({
      method: 'GET',
      path: 'info-center/{id}',
      name: 'Read an info center article',
      params: bigIdParam,
      query: languageQuery,
      response: infoContentAnswer,
      handler: async ({ params, query, services: { db }, now }) => {
        const content = await infoContentById(db, params.id, now, query.language);
        if (!content) throw notFound(`There is no article ${params.id}`);
        return content;
      },
    }),
    route({
      method: 'POST',
      path: 'info-center/update',
      name: 'Save an info center article',
      audit: true,
      body: infoContentUpdate,
      response: infoSavedAnswer,
      handler: ({ body, session, services: { db }, now }) => saveContent(db, body, session, now),
    }),
    route({
      method: 'POST',
      path: 'info-center/delete/{id}',
      name: 'Delete an info center article',
      audit: true,
      params: bigIdParam,
      response: z.null(),
      handler: async ({ params, services: { db } }) => {
        const { rows: images } = await db.query<{ file_key: string }>('select file_key from info_center_images where content_id = $1', [
          params.id,
        ]);
        // Its versions, revisions and image records go with it (037's cascades); then the stored files.
        const { rows } = await db.query('delete from info_contents where id = $1 returning id', [params.id]);
        if (!rows[0]) throw notFound(`There is no article ${params.id}`);
        return forgetFiles(
          db,
          images.map((i) => i.file_key),
        );
      },
      afterCommit: { run: removeBytes, logAnswer: false },
    }),
    route({
      method: 'GET',
      path: 'info-center/generateTempKey',
      name: 'Start an info center edit (temp key)',
      audit: true,
      response: infoTempKeyAnswer,
      handler: async ({ session, services: { db }, now }) => ({ tempKey: await newTempKey(db, session.adminId, now) }),
    }),
    route({
      method: 'POST',
      path: 'info-center/upload',
      name: 'Upload an info center image',
      audit: true,
      response: infoUploadAnswer,
      handler: async ({ request, session, services, now }) => {
        const { buffer, tempKey } = await readUpload(request);
        return storeImage(services, { buffer, tempKey, adminId: session.adminId, now });
      },
    }),
    route({
      method: 'GET',
      path: 'info-center/deleteFile/{id}',
      name: 'Delete an info center image',
      audit: true,
      params: bigIdParam,
      query: deleteFileQuery,
      response: z.null(),
      handler: ({ params, query, session, services: { db } }) => deleteImage(db, params.id, query.tempKey, session.adminId),
      afterCommit: { run: removeBytes, logAnswer: false },
    }),
    route({
      method: 'GET',
      path: 'info-center/{id}/revisions',
      name: 'List the revisions of an info center article',
      params: bigIdParam,
      response: z.array(infoRevisionAnswer),
      handler: ({ params, services: { db } }) => revisionsOf(db, params.id),
    }),
    route({
      method: 'GET',
      path: 'info-center/{id}/revisions/diff',
      name: 'Compare two revisions of an info center article',
      params: bigIdParam,
      query: revisionDiffQuery,
      response: infoRevisionDiffAnswer,
      handler: ({ params, query, services: { db } }) => revisionDiff(db, params.id, query.from, query.to),
    }),
    route({
      method: 'POST',
      path: 'info-center/{id}/revisions/{revisionId}/restore',
      name: 'Restore a revision of an info center article',
      audit: true,
      params: revisionParams,
      response: infoSavedAnswer,
      handler: ({ params, session, services: { db }, now }) => restoreRevision(db, params.id, params.revisionId, session, now),
    }),
  ];
}
