import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import { settingSavedAnswer } from '@console/contracts/schemas/settings-answers';
import {
  countryAnswer,
  referralDomainAdd,
  referralDomainAnswer,
  referralDomainDelete,
  referralDomainQuery,
} from '@console/contracts/schemas/settings-platform';
import { z } from 'zod';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';
import { saveVersioned } from '../versions/save';
import { COUNTRIES } from './countries';
import { REFERRAL_DOMAINS_DEFINITION, referralDomainById, referralDomainPage, tiersText } from './queries';

/**
 * The referral link domains (`/settings/referral-link-domain-name`): the domains referral links are served on,
 * each with whom its sign-ups are attributed to (sales, agent, account) and which visitors it is for (IP, country),
 * listed by their sort. Adding and deleting are versions of the list, like every setting.
 */
export function referralDomainRoutes() {
  return [
    route({
      method: 'POST',
      path: 'referralDomain/list',
      name: 'List referral domains',
      body: referralDomainQuery,
      response: pageOf(referralDomainAnswer),
      handler: ({ body, services: { db } }) => referralDomainPage(db, body),
    }),
    route({
      method: 'GET',
      path: 'referralDomain/country/list',
      name: 'List the countries of referral domains',
      response: z.array(countryAnswer),
      handler: async () => COUNTRIES,
    }),
    route({
      method: 'POST',
      path: 'referralDomain/add',
      name: 'Add a referral domain',
      audit: true,
      body: referralDomainAdd,
      response: settingSavedAnswer,
      handler: ({ body, session, services: { db }, now }) => {
        const { reason, domainUrl, ...tiers } = body;
        return db.transaction((tx) =>
          saveVersioned(tx, REFERRAL_DOMAINS_DEFINITION, {
            next: (before) => {
              if (domainUrl in before) throw conflict(`${domainUrl} is already a referral domain`);
              const text = tiersText({
                tierSales: tiers.tierSales ?? null,
                tierAgent: tiers.tierAgent ?? null,
                tierAccount: tiers.tierAccount ?? null,
                tierIp: tiers.tierIp ?? null,
                tierIsoCode: tiers.tierIsoCode ?? null,
                displaySort: tiers.displaySort,
              });
              return { ...before, [domainUrl]: text };
            },
            session,
            reason,
            now,
          }),
        );
      },
    }),
    route({
      method: 'POST',
      path: 'referralDomain/del/{id}',
      name: 'Delete a referral domain',
      audit: true,
      params: bigIdParam,
      body: referralDomainDelete,
      response: settingSavedAnswer,
      handler: ({ params, body, session, services: { db }, now }) =>
        db.transaction((tx) =>
          saveVersioned(tx, REFERRAL_DOMAINS_DEFINITION, {
            next: async (before) => {
              const domain = await referralDomainById(tx, params.id);
              if (!domain) throw notFound(`There is no referral domain ${params.id}`);
              const { [domain.domainUrl]: _removed, ...others } = before;
              return others;
            },
            session,
            reason: body.reason,
            now,
          }),
        ),
    }),
  ];
}
