/** The shape of the permission catalogue's entries and the helper every group's file writes them with. */

export const PERMISSION_GROUPS = [
  'Users',
  'CustomerServices',
  'RiskControl',
  'Finance',
  'Coin',
  'Future',
  'Convert',
  'Perpetual',
  'InfoCenter',
  'Agent',
  'BackstageManagement',
  'Settings',
  'Report',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type PermissionKind = 'view' | 'action';

export interface PermissionDef {
  id: number;
  key: string;
  group: PermissionGroup;
  kind: PermissionKind;
  /** For actions: the view (page) they belong to. */
  parent?: string;
  implies: string[];
  api: string[];
}

type Row = [id: number, key: string, api?: string[], implies?: string[]];

/** A page of a group with its actions. The first row is the view, the rest are its actions. */
export function page(group: PermissionGroup, view: Row, ...actions: Row[]): PermissionDef[] {
  const [id, key, api = [], implies = []] = view;
  return [
    { id, key, group, kind: 'view', implies, api },
    ...actions.map(
      ([aid, akey, aapi = [], aimplies = []]): PermissionDef => ({
        id: aid,
        key: akey,
        group,
        kind: 'action',
        parent: key,
        implies: [key, ...aimplies],
        api: aapi,
      }),
    ),
  ];
}
