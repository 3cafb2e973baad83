import { Table } from '@chakra-ui/react';
import type { PerpetualChange } from '@console/contracts/schemas/perpetual';
import { useAreaTranslation } from '../i18n';

type Value = string | number | null | undefined | readonly (string | number)[];

/** A value of a change as the admin reads it: lists joined, nothing as a dash. */
export function changeValue(value: Value): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** What an edit changed, one field a line ("Name: Bitcoin → BTC perpetual"), for a toast. */
export function describeChanges(changes: readonly PerpetualChange[], labelOf: (field: string) => string): string {
  return changes.map((c) => `${labelOf(c.field)}: ${changeValue(c.from)} → ${changeValue(c.to)}`).join('; ');
}

/** The fields whose values differ between what was saved and what the form holds. */
export function changedFields<T extends Record<string, Value>>(saved: T, edited: Partial<T>): PerpetualChange[] {
  return Object.entries(edited).flatMap(([field, to]) => {
    const from = saved[field];
    return changeValue(from) === changeValue(to as Value) ? [] : [{ field, from: changeValue(from), to: changeValue(to as Value) }];
  });
}

/** A table of changes, before and after, with the fields' names: what a save is about to change. */
export function ChangesTable({
  changes,
  labelOf,
  label,
}: {
  changes: readonly PerpetualChange[];
  labelOf: (field: string) => string;
  label: string;
}) {
  const { t } = useAreaTranslation();
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('common.change.field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('common.change.from')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('common.change.to')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={c.field}>
            <Table.Cell>{labelOf(c.field)}</Table.Cell>
            <Table.Cell color="fg.muted">{changeValue(c.from)}</Table.Cell>
            <Table.Cell fontWeight="medium">{changeValue(c.to)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
