import { Accordion, Alert, Badge, Box, Button, Checkbox, Code, Flex, HStack, Span, Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { PermissionTreeNode, Role } from '@console/contracts';
import { DrawerFrame, errorMessage } from '@console/ui';
import { useEffect, useMemo, useState } from 'react';
import { useAreaTranslation } from '../../i18n';
import { usePermissionTree, useSaveRolePermissions } from './api';
import { groupState, impliedBy, indexTree, initialTicked, menuIds, type PermissionIndex, setGroup, tick, untick } from './permission-tree';

function ApiItems({ node }: { node: PermissionTreeNode }) {
  if (!node.apiItems.length) return null;
  return (
    <Stack as="ul" gap="0.5" ps="7" listStyleType="none" aria-label={node.name}>
      {node.apiItems.map((item) => (
        <HStack as="li" key={item.id} gap="2" textStyle="xs" color="fg.muted">
          <Badge size="xs" variant="outline" fontFamily="mono" minW="14" justifyContent="center">
            {item.method}
          </Badge>
          <Code variant="plain" fontSize="xs" color="fg.muted" px="0">
            {item.url}
          </Code>
        </HStack>
      ))}
    </Stack>
  );
}

interface NodeRowProps {
  node: PermissionTreeNode;
  index: PermissionIndex;
  ticked: Set<number>;
  editable: boolean;
  onToggle: (id: number, on: boolean) => void;
  label: (node: PermissionTreeNode) => string;
  /** A name that also says which page an action belongs to. */
  fullLabel: (node: PermissionTreeNode) => string;
}

function NodeRow({ node, index, ticked, editable, onToggle, label, fullLabel }: NodeRowProps) {
  const { t } = useAreaTranslation();
  const checked = ticked.has(node.id);
  const impliers = checked ? impliedBy(index, ticked, node.id) : [];
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} disabled={!editable} onCheckedChange={(e) => onToggle(node.id, e.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight={node.kind === 'view' ? 'semibold' : 'normal'}>{label(node)}</Checkbox.Label>
      </Checkbox.Root>
      {impliers.length ? (
        <Text ps="7" textStyle="xs" color="fg.info">
          {t('permissions.impliedBy', { names: impliers.map(fullLabel).join(', ') })}
        </Text>
      ) : null}
      <ApiItems node={node} />
    </Stack>
  );
}

/**
 * The permissions of a role as a tree of groups, pages and actions, with the API calls each grants.
 * Ticking applies what a permission implies; unticking removes what depends on it.
 */
export function PermissionTreeDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useAreaTranslation();
  const editable = useCan('roles.editPermissions');
  const tree = usePermissionTree(role?.id ?? null);
  const save = useSaveRolePermissions();
  const index = useMemo(() => indexTree(tree.data ?? []), [tree.data]);
  const [ticked, setTicked] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (tree.data) setTicked(initialTicked(index));
  }, [tree.data, index]);

  const label = (node: PermissionTreeNode): string => {
    const own = t(`permission.${node.key}`, { defaultValue: node.name });
    const page = index.pageOf.get(node.id);
    const pageNode = page !== undefined ? index.nodes.get(page) : undefined;
    return node.kind === 'action' && pageNode
      ? t('permissions.actionOfPage', { page: t(`permission.${pageNode.key}`, { defaultValue: pageNode.name }), action: own })
      : own;
  };
  const shortLabel = (node: PermissionTreeNode) => t(`permission.${node.key}`, { defaultValue: node.name });
  const groupLabel = (node: PermissionTreeNode) => t(`permissionGroup.${node.key}`, { defaultValue: node.name });
  const toggle = (id: number, on: boolean) => setTicked((current) => (on ? tick(index, current, id) : untick(index, current, id)));

  const submit = () => {
    if (!role) return;
    save.mutate({ id: role.id, name: role.name, menuIds: menuIds(ticked) }, { onSuccess: onClose });
  };

  return (
    <DrawerFrame
      open={role !== null}
      onClose={onClose}
      size="lg"
      title={t('permissions.title', { name: role?.name ?? '' })}
      subtitle={t('permissions.count', { count: menuIds(ticked).length, total: index.nodes.size })}
      busy={save.isPending}
      loading={tree.isLoading}
      error={tree.error ? [t('permissions.loadError'), errorMessage(tree.error)].filter(Boolean).join(' ') : undefined}
      onRetry={() => tree.refetch()}
      confirm={
        editable
          ? {
              label: t('permissions.save'),
              onConfirm: submit,
              disabled: tree.isLoading || Boolean(tree.error),
              cancelLabel: t('common.cancel'),
            }
          : undefined
      }
      actions={
        editable ? undefined : (
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {!editable ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('permissions.readOnly')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {tree.error ? null : (
        <Accordion.Root multiple collapsible variant="enclosed" defaultValue={[]}>
          {(tree.data ?? []).map((group) => {
            const state = groupState(index, ticked, group.key);
            const ids = index.idsOfGroup.get(group.key) ?? [];
            const held = ids.filter((id) => ticked.has(id)).length;
            return (
              <Accordion.Item key={group.key} value={group.key}>
                <Flex align="center" gap="3" ps="4">
                  <Checkbox.Root
                    checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
                    disabled={!editable}
                    onCheckedChange={(e) => setTicked((current) => setGroup(index, current, group.key, e.checked === true))}
                    size="sm"
                  >
                    <Checkbox.HiddenInput aria-label={t('permissions.selectGroup', { group: groupLabel(group) })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                  <Accordion.ItemTrigger flex="1">
                    <Span flex="1" fontWeight="semibold">
                      {groupLabel(group)}
                    </Span>
                    <Badge variant="subtle" colorPalette={held ? 'brand' : 'gray'}>
                      {held}/{ids.length}
                    </Badge>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Flex>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Stack gap="4">
                      {group.pageItems.map((page) => (
                        <Box key={page.id} borderLeftWidth="2px" borderColor="border.surface" ps="3">
                          <NodeRow
                            node={page}
                            index={index}
                            ticked={ticked}
                            editable={editable}
                            onToggle={toggle}
                            label={shortLabel}
                            fullLabel={label}
                          />
                          {page.pageItems.length ? (
                            <Stack gap="2" ps="6" mt="2">
                              {page.pageItems.map((action) => (
                                <NodeRow
                                  key={action.id}
                                  node={action}
                                  index={index}
                                  ticked={ticked}
                                  editable={editable}
                                  onToggle={toggle}
                                  label={shortLabel}
                                  fullLabel={label}
                                />
                              ))}
                            </Stack>
                          ) : null}
                        </Box>
                      ))}
                    </Stack>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      )}
    </DrawerFrame>
  );
}
