import { Button, Field, Flex, IconButton, Input, Popover, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import type { ListColumnSetting, ListKey, SavedView } from '@console/contracts';
import { type FormEvent, useState } from 'react';
import { LuBookmark, LuLink, LuTrash2 } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUiTranslation } from '../i18n';
import { formatColumnsParam } from '../table/columns';
import { toastError, toastSuccess } from '../toaster';
import { useDeleteView, useSaveView } from './settings';
import { COLUMNS_PARAM } from './use-list';

/** The query a view keeps: the list's filters, sort and page size, without the page it was on or its columns. */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('pageNum');
  params.delete(COLUMNS_PARAM);
  return params.toString();
}

/** The list's address for a view: its query, with its columns when it has them. */
export function viewSearch(query: string, columns: readonly ListColumnSetting[] | null): string {
  const params = new URLSearchParams(query);
  if (columns?.length) params.set(COLUMNS_PARAM, formatColumnsParam(columns));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface SavedViewsProps {
  listKey: ListKey;
  views: readonly SavedView[];
  /** The columns the list shows now, saved with a view. */
  columns: readonly ListColumnSetting[];
  /**
   * The list's query as last written: a Search made a moment ago may not have reached this render yet, and
   * the view must keep what the admin asked for.
   */
  currentSearch: () => string;
}

/**
 * The admin's saved views of a list: open one (its filters, sort and columns), copy its link for a
 * colleague, delete it; and save what the list shows now under a name (the same name replaces a view).
 */
export function SavedViews({ listKey, views, columns, currentSearch }: SavedViewsProps) {
  const { t } = useUiTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveView(listKey);
  const remove = useDeleteView(listKey);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');

  const linkTo = (search: string) => `${window.location.origin}${location.pathname}${search}`;
  const copy = async (search: string) => {
    if (await copyText(linkTo(search))) toastSuccess(t('views.linkCopied'));
    else toastError(t('views.linkNotCopied'), linkTo(search));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    save.mutate(
      { name: trimmed, query: viewQuery(currentSearch()), columns: [...columns] },
      {
        onSuccess: (view) => {
          toastSuccess(t('views.saved', { name: view.name }));
          setName('');
        },
      },
    );
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" px="2" aria-label={t('views.button')} title={t('views.button')}>
          <LuBookmark />
          {views.length ? (
            <Text as="span" color="fg.muted">
              {views.length}
            </Text>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="80">
            <Popover.Body p="3">
              <Stack gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  {t('views.title')}
                </Text>
                {views.length === 0 ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t('views.none')}
                  </Text>
                ) : (
                  <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label={t('views.title')}>
                    {views.map((view) => {
                      const search = viewSearch(view.query, view.columns);
                      return (
                        <Flex as="li" key={view.id} align="center" gap="1">
                          <Button
                            size="xs"
                            variant="ghost"
                            flex="1"
                            justifyContent="flex-start"
                            onClick={() => {
                              navigate({ pathname: location.pathname, search });
                              setOpen(false);
                            }}
                          >
                            {view.name}
                          </Button>
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            aria-label={t('views.copyLinkOf', { name: view.name })}
                            onClick={() => copy(search)}
                          >
                            <LuLink />
                          </IconButton>
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('views.deleteOf', { name: view.name })}
                            loading={remove.isPending && remove.variables === view.id}
                            onClick={() =>
                              remove.mutate(view.id, { onSuccess: () => toastSuccess(t('views.deleted', { name: view.name })) })
                            }
                          >
                            <LuTrash2 />
                          </IconButton>
                        </Flex>
                      );
                    })}
                  </Stack>
                )}
                <Separator />
                <Stack as="form" gap="2" onSubmit={submit}>
                  <Field.Root>
                    <Field.Label textStyle="sm">{t('views.nameLabel')}</Field.Label>
                    <Input
                      size="sm"
                      value={name}
                      maxLength={60}
                      onChange={(e) => setName(e.target.value)}
                      placeholder={t('views.namePlaceholder')}
                    />
                  </Field.Root>
                  <Flex gap="2" justify="space-between">
                    <Button size="xs" variant="ghost" onClick={() => copy(viewSearch(viewQuery(currentSearch()), columns))}>
                      <LuLink /> {t('views.copyLink')}
                    </Button>
                    <Button type="submit" size="xs" colorPalette="brand" loading={save.isPending} disabled={!name.trim()}>
                      {t('views.save')}
                    </Button>
                  </Flex>
                </Stack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
