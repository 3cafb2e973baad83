import { manageAdd, manageEdit, password } from '@console/contracts';
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const adminAddForm = manageAdd;
export type AdminAddInput = z.input<typeof adminAddForm>;

/** The edit form: a blank new password keeps the current one. */
export const adminEditForm = manageEdit.extend({
  roleId: manageEdit.shape.roleId.unwrap(),
  password: z.preprocess(blankToUndefined, password.optional()),
});
export type AdminEditInput = z.input<typeof adminEditForm>;
export type AdminEditOutput = z.output<typeof adminEditForm>;

/** Time zones the browser knows, for the admin's display zone. */
export function timeZoneOptions(): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return (zones.includes('UTC') ? zones : ['UTC', ...zones]).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
