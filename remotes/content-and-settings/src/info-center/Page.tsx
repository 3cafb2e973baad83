import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { INFO_LANGUAGES, INFO_STATES, type InfoContentRow } from '@console/contracts/schemas/info-center';
import { ConfirmDialog, type DataTableColumn, DateText, formatDateTime, ListPage, useAdminTimeZone, useList } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { infoContentList, useDeleteContent, useInfoContents } from './api';
import { LanguageBadges, StateBadge } from './badges';

export const CONTENT_LIST_PATH = '/info-center/content-list';

/**
 * The info center's articles (`/info-center/content-list`): filtered by id, tags, creation dates, language and
 * state; each with its state, hidden and featured flags and a completeness badge per language. A click on a
 * row opens the editor; deleting asks first.
 */
export default function InfoContentListPage() {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const navigate = useNavigate();
  const list = useList(infoContentList.key, infoContentList.defaults);
  const contents = useInfoContents(list.request);
  const remove = useDeleteContent();
  const canAdd = useCan('infoCenter.add');
  const canDelete = useCan('infoCenter.delete');
  const [deleting, setDeleting] = useState<InfoContentRow | null>(null);

  const columns = useMemo<DataTableColumn<InfoContentRow>[]>(
    () => [
      { id: 'id', header: t('infoCenter.column.id'), numeric: true, width: '80px', pin: 'left', sortable: true },
      { id: 'title', header: t('infoCenter.column.title'), minWidth: '240px', cell: (c) => <Text fontWeight="medium">{c.title}</Text> },
      {
        id: 'state',
        header: t('infoCenter.column.state'),
        exportValue: (c) => t(`infoCenter.state.${c.state}`),
        cell: (c) => <StateBadge state={c.state} />,
      },
      {
        id: 'flags',
        header: t('infoCenter.column.flags'),
        exportValue: (c) => [c.hidden ? t('infoCenter.flag.hidden') : '', c.featured ? t('infoCenter.flag.featured') : ''].join(' '),
        cell: (c) => (
          <HStack gap="1">
            {c.hidden ? <Badge colorPalette="orange">{t('infoCenter.flag.hidden')}</Badge> : null}
            {c.featured ? <Badge colorPalette="purple">{t('infoCenter.flag.featured')}</Badge> : null}
            {!c.hidden && !c.featured ? <Text color="fg.muted">—</Text> : null}
          </HStack>
        ),
      },
      {
        id: 'languages',
        header: t('infoCenter.column.languages'),
        exportValue: (c) =>
          c.languages
            .filter((l) => l.complete)
            .map((l) => l.language)
            .join(' '),
        cell: (c) => <LanguageBadges languages={c.languages} />,
      },
      { id: 'tags', header: t('infoCenter.column.tags'), cell: (c) => c.tags.join(', ') || '—', exportValue: (c) => c.tags.join(', ') },
      {
        id: 'publishStart',
        header: t('infoCenter.column.window'),
        dates: true,
        exportValue: (c) =>
          `${c.publishStart ? formatDateTime(c.publishStart, zone) : ''} – ${c.publishEnd ? formatDateTime(c.publishEnd, zone) : ''}`,
        cell: (c) =>
          c.publishStart ? (
            <Text textStyle="sm">
              <DateText value={c.publishStart} /> – {c.publishEnd ? <DateText value={c.publishEnd} /> : t('infoCenter.window.open')}
            </Text>
          ) : (
            <Text color="fg.muted">{t('infoCenter.window.none')}</Text>
          ),
      },
      {
        id: 'createTime',
        header: t('infoCenter.column.created'),
        dates: true,
        sortable: true,
        exportValue: (c) => formatDateTime(c.createTime, zone),
        cell: (c) => <DateText value={c.createTime} />,
      },
      {
        id: 'lastEdit',
        header: t('infoCenter.column.lastEdit'),
        dates: true,
        hiddenByDefault: true,
        exportValue: (c) => formatDateTime(c.lastEdit, zone),
        cell: (c) => <DateText value={c.lastEdit} />,
      },
    ],
    [t, zone],
  );

  return (
    <ListPage
      title={t('routes.infoCenterList')}
      description={t('infoCenter.description')}
      actions={
        canAdd ? (
          <Button colorPalette="brand" size="sm" onClick={() => navigate(`${CONTENT_LIST_PATH}/add`)}>
            <LuPlus /> {t('infoCenter.action.add')}
          </Button>
        ) : null
      }
      list={list}
      filters={[
        { type: 'number', name: 'id', label: t('infoCenter.filter.id') },
        { type: 'text', name: 'tags', label: t('infoCenter.filter.tags'), placeholder: t('infoCenter.filter.tagsPlaceholder') },
        {
          type: 'select',
          name: 'state',
          label: t('infoCenter.filter.state'),
          options: INFO_STATES.map((s) => ({ value: s, label: t(`infoCenter.state.${s}`) })),
        },
        {
          type: 'select',
          name: 'language',
          label: t('infoCenter.filter.language'),
          options: INFO_LANGUAGES.map((l) => ({ value: l, label: t(`infoCenter.language.${l}`) })),
        },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('infoCenter.filter.created') },
      ]}
      primaryFilters={4}
      columns={columns}
      query={contents}
      getRowId={(c) => c.id}
      onRowClick={(c) => navigate(`${CONTENT_LIST_PATH}/${c.id}`)}
      empty={{ filtered: t('infoCenter.empty.filtered'), none: t('infoCenter.empty.none'), noneHint: t('infoCenter.empty.hint') }}
      rowActions={(c) => [
        { label: t('infoCenter.action.delete'), icon: <LuTrash2 />, danger: true, hidden: !canDelete, onClick: () => setDeleting(c) },
      ]}
    >
      <ConfirmDialog
        open={deleting !== null}
        title={t('infoCenter.delete.title', { id: deleting?.id ?? '' })}
        message={t('infoCenter.delete.message', { title: deleting?.title ?? '' })}
        confirmLabel={t('infoCenter.action.delete')}
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutateAsync(deleting).then(
            () => setDeleting(null),
            () => undefined,
          )
        }
      />
    </ListPage>
  );
}
