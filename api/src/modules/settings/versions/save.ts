import { permissionId } from '@console/contracts/permissions';
import { REASON_REQUIRED, VERSIONED_SETTINGS, type VersionedSetting } from '@console/contracts/schemas/settings';
import type { SettingSaved, SettingValues } from '@console/contracts/schemas/settings-answers';
import type { Queryable } from '../../../db/database';
import type { SessionInfo } from '../../../http/context';
import { fieldError, forbidden } from '../../../http/errors';
import { diffValues, insertVersion } from './queries';

/**
 * A versioned setting: how its values are read and written, which permission reads it, and which permissions
 * a change of each field needs. Every save and every revert goes through `saveVersioned`.
 */
export interface SettingDefinition {
  setting: VersionedSetting;
  /** The view permission that reads the setting and its versions. */
  view: string;
  read(db: Queryable): Promise<SettingValues>;
  /** The action permissions a change of these fields needs (each one), from the values before and after where they tell. */
  editPermissions(fields: string[], before?: SettingValues, after?: SettingValues): string[];
  /** Refuses values that cannot be saved as they are (a coin that does not exist, a logo that is not an upload). */
  check?(tx: Queryable, after: SettingValues, before: SettingValues): Promise<void>;
  write(tx: Queryable, after: SettingValues, before: SettingValues, now: Date): Promise<void>;
}

/** Each setting's own lock: two saves of one setting apply one after the other, each seeing the other's result as its "before". */
const LOCK_BASE = 73_320_000;

export function assertPermissions(session: SessionInfo, keys: string[]): void {
  const missing = [...new Set(keys)].filter((key) => !session.permissions.has(permissionId(key)));
  if (missing.length) throw forbidden(`You do not have permission for this action (needs ${missing.join(' and ')})`);
}

/**
 * Saves a setting in the caller's transaction: reads it under its lock, makes the new values from them,
 * and when anything changed checks the admin's permissions for the changed fields and the reason, writes the
 * values and stores the version. Nothing changed: no version, the values as they are.
 */
export async function saveVersioned(
  tx: Queryable,
  definition: SettingDefinition,
  change: {
    next: (before: SettingValues) => SettingValues | Promise<SettingValues>;
    session: SessionInfo;
    reason: string | undefined;
    revertedFrom?: number;
    now: Date;
  },
): Promise<SettingSaved> {
  await tx.query('select pg_advisory_xact_lock($1)', [LOCK_BASE + VERSIONED_SETTINGS.indexOf(definition.setting)]);
  const before = await definition.read(tx);
  const after = await change.next(before);
  const changes = diffValues(before, after);
  if (!changes.length) return { values: before, version: null };
  assertPermissions(
    change.session,
    definition.editPermissions(
      changes.map((c) => c.field),
      before,
      after,
    ),
  );
  const reason = change.reason?.trim() || null;
  if (!reason && REASON_REQUIRED.includes(definition.setting)) {
    throw fieldError('reason', `a reason is required for a change of the ${definition.setting} setting`);
  }
  await definition.check?.(tx, after, before);
  await definition.write(tx, after, before, change.now);
  const version = await insertVersion(tx, {
    setting: definition.setting,
    operatorId: change.session.adminId,
    operator: change.session.account,
    reason,
    before,
    after,
    revertedFrom: change.revertedFrom ?? null,
    now: change.now,
  });
  return { values: await definition.read(tx), version };
}
