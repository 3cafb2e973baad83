import { Button, Checkbox, Flex, IconButton, Popover, Portal, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import type { Density, ListColumnSetting } from '@console/contracts';
import { LuArrowDown, LuArrowUp, LuColumns3 } from 'react-icons/lu';
import { useUiTranslation } from '../i18n';
import { arrangeColumns, columnTitle, type DataTableColumn, toColumnSettings } from '../table/columns';

export interface ColumnChooserProps<T> {
  columns: readonly DataTableColumn<T>[];
  settings: readonly ListColumnSetting[] | null;
  density: Density;
  onColumnsChange: (settings: ListColumnSetting[] | null) => void;
  onDensityChange: (density: Density) => void;
}

/**
 * Which columns a list shows, in which order, and how dense its rows are. The pinned columns (the row's
 * identity) always show and lead.
 */
export function ColumnChooser<T>({ columns, settings, density, onColumnsChange, onDensityChange }: ColumnChooserProps<T>) {
  const { t } = useUiTranslation();
  const { all } = arrangeColumns(columns, settings);
  const movable = all.filter((entry) => !entry.column.pin);
  const pinned = all.filter((entry) => entry.column.pin);

  const move = (index: number, by: -1 | 1) => {
    const next = [...movable];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry);
    onColumnsChange(toColumnSettings([...pinned, ...next]));
  };
  const toggle = (id: string, shown: boolean) =>
    onColumnsChange(toColumnSettings(all.map((entry) => (entry.column.id === id ? { ...entry, hidden: !shown } : entry))));

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="outline" aria-label={t('columns.button')} title={t('columns.button')}>
          <LuColumns3 />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72">
            <Popover.Body p="3">
              <Stack gap="3">
                <Stack gap="1" role="group" aria-label={t('columns.title')}>
                  <Text textStyle="sm" fontWeight="medium">
                    {t('columns.title')}
                  </Text>
                  {pinned.map(({ column }) => (
                    <Text key={column.id} textStyle="sm" color="fg.muted" ps="6">
                      {columnTitle(column)} · {t('columns.pinned')}
                    </Text>
                  ))}
                  {movable.map(({ column, hidden }, index) => (
                    <Flex key={column.id} align="center" gap="1">
                      <Checkbox.Root size="sm" flex="1" checked={!hidden} onCheckedChange={(e) => toggle(column.id, e.checked === true)}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="normal">{columnTitle(column)}</Checkbox.Label>
                      </Checkbox.Root>
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={t('columns.moveUp', { column: columnTitle(column) })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <LuArrowUp />
                      </IconButton>
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={t('columns.moveDown', { column: columnTitle(column) })}
                        disabled={index === movable.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <LuArrowDown />
                      </IconButton>
                    </Flex>
                  ))}
                </Stack>
                <Stack gap="1">
                  <Text textStyle="sm" fontWeight="medium" id="density-label">
                    {t('columns.density')}
                  </Text>
                  <SegmentGroup.Root
                    size="sm"
                    value={density}
                    aria-labelledby="density-label"
                    onValueChange={(e) => e.value && onDensityChange(e.value as Density)}
                  >
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items
                      items={[
                        { value: 'comfortable', label: t('columns.comfortable') },
                        { value: 'compact', label: t('columns.compact') },
                      ]}
                    />
                  </SegmentGroup.Root>
                </Stack>
                <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onColumnsChange(null)}>
                  {t('columns.reset')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
