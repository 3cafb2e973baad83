import { type PermissionTreeNode, permissionByKey } from '@console/contracts';

/** A tree node for a catalogue key, as the API builds it (implications from the catalogue). */
export function treeNode(key: string, flag: boolean, pageItems: PermissionTreeNode[] = []): PermissionTreeNode {
  const def = permissionByKey(key);
  return {
    id: def.id,
    name: key,
    key,
    kind: def.kind,
    sort: def.id,
    flag,
    implies: def.implies.map((k) => permissionByKey(k).id),
    pageItems,
    apiItems: def.api.map((entry, i) => {
      const [method, url] = entry.split(' ');
      return { id: def.id * 100 + i + 1, method, url };
    }),
  };
}

export function groupNode(key: string, id: number, pageItems: PermissionTreeNode[]): PermissionTreeNode {
  return { id, name: key, key, kind: 'group', sort: -id, flag: false, implies: [], pageItems, apiItems: [] };
}

/** Two groups of the catalogue: the users page with actions that imply each other, and the logs. */
export function sampleTree(flags: string[] = []): PermissionTreeNode[] {
  const on = (key: string) => flags.includes(key);
  const n = (key: string, children: PermissionTreeNode[] = []) => treeNode(key, on(key), children);
  return [
    groupNode('Users', -1, [
      n('users.list', [n('users.create'), n('users.editUpline'), n('users.agentList')]),
      n('kyc.list', [n('kyc.review')]),
    ]),
    groupNode('BackstageManagement', -11, [n('clientLogs.list'), n('backstageLogs.list')]),
  ];
}
