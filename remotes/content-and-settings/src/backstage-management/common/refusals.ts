import { isApiError } from '@console/client';

/** How the area words a refusal of the API it knows, by HTTP status, given the API's own message. */
export type KnownRefusals = Partial<Record<number, (apiMessage: string) => string>>;

/**
 * Runs one record's call of a bulk action. A refusal the area knows (the whitelist's shut-out check, an
 * entry someone else deleted meanwhile) is listed in the console's language; any other as the API said it.
 */
export async function withKnownRefusals<T>(call: Promise<T>, refusals: KnownRefusals): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const word = isApiError(error) ? refusals[error.status] : undefined;
    if (word && isApiError(error)) throw new Error(word(error.msg));
    throw error;
  }
}
