import type { PermissionTreeNode } from '@console/contracts';

/**
 * Ticking logic of the role permission editor, over the tree the API sends (groups → pages → actions,
 * each node with the ids it implies). Invariant kept by every operation: the ticked set is closed under
 * implication, so what the editor shows is what the role will grant.
 */
export interface PermissionIndex {
  /** Every page and action node by id (groups are not permissions). */
  nodes: Map<number, PermissionTreeNode>;
  /** Group key of each permission id. */
  groupOf: Map<number, string>;
  /** Permission ids of each group, in tree order. */
  idsOfGroup: Map<string, number[]>;
  /** Page id of each action id. */
  pageOf: Map<number, number>;
  /** The ids each id grants once implications are followed, itself included. */
  closure: Map<number, Set<number>>;
}

export function indexTree(tree: PermissionTreeNode[]): PermissionIndex {
  const nodes = new Map<number, PermissionTreeNode>();
  const groupOf = new Map<number, string>();
  const idsOfGroup = new Map<string, number[]>();
  const pageOf = new Map<number, number>();

  const visit = (node: PermissionTreeNode, group: string, page: number | null) => {
    if (node.kind !== 'group') {
      nodes.set(node.id, node);
      groupOf.set(node.id, group);
      idsOfGroup.get(group)?.push(node.id);
      if (page !== null) pageOf.set(node.id, page);
    }
    for (const child of node.pageItems) visit(child, group, node.kind === 'view' ? node.id : page);
  };
  for (const group of tree) {
    idsOfGroup.set(group.key, []);
    visit(group, group.key, null);
  }

  const closure = new Map<number, Set<number>>();
  for (const id of nodes.keys()) {
    const reached = new Set<number>();
    const stack = [id];
    while (stack.length) {
      const next = stack.pop() as number;
      if (reached.has(next) || !nodes.has(next)) continue;
      reached.add(next);
      stack.push(...(nodes.get(next)?.implies ?? []));
    }
    closure.set(id, reached);
  }
  return { nodes, groupOf, idsOfGroup, pageOf, closure };
}

/** The ids flagged in the tree, with what they imply. */
export function initialTicked(index: PermissionIndex): Set<number> {
  const flagged = [...index.nodes.values()].filter((n) => n.flag).map((n) => n.id);
  return tickAll(index, new Set(), flagged);
}

export function tickAll(index: PermissionIndex, ticked: Set<number>, ids: Iterable<number>): Set<number> {
  const next = new Set(ticked);
  for (const id of ids) for (const implied of index.closure.get(id) ?? []) next.add(implied);
  return next;
}

/** Ticks `id` and everything it implies. */
export function tick(index: PermissionIndex, ticked: Set<number>, id: number): Set<number> {
  return tickAll(index, ticked, [id]);
}

/**
 * Unticks `id` and every ticked permission that implies it (an action implies its page, so unticking a
 * page unticks its actions).
 */
export function untickAll(index: PermissionIndex, ticked: Set<number>, ids: Iterable<number>): Set<number> {
  const removed = new Set(ids);
  const next = new Set<number>();
  for (const held of ticked) {
    const reach = index.closure.get(held);
    const impliesRemoved = reach ? [...removed].some((r) => reach.has(r)) : removed.has(held);
    if (!impliesRemoved) next.add(held);
  }
  return next;
}

export function untick(index: PermissionIndex, ticked: Set<number>, id: number): Set<number> {
  return untickAll(index, ticked, [id]);
}

/** Ticked permissions (other than `id` itself) whose implications include `id`. */
export function impliedBy(index: PermissionIndex, ticked: Set<number>, id: number): PermissionTreeNode[] {
  const out: PermissionTreeNode[] = [];
  for (const held of ticked) {
    if (held === id) continue;
    if (index.closure.get(held)?.has(id)) {
      const node = index.nodes.get(held);
      if (node) out.push(node);
    }
  }
  return out.sort((a, b) => a.sort - b.sort);
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(index: PermissionIndex, ticked: Set<number>, group: string): GroupState {
  const ids = index.idsOfGroup.get(group) ?? [];
  const count = ids.filter((id) => ticked.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

export function setGroup(index: PermissionIndex, ticked: Set<number>, group: string, on: boolean): Set<number> {
  const ids = index.idsOfGroup.get(group) ?? [];
  return on ? tickAll(index, ticked, ids) : untickAll(index, ticked, ids);
}

/** What is sent to `auth/role/auths`: permission ids only, in order. */
export function menuIds(ticked: Set<number>): number[] {
  return [...ticked].filter((id) => id > 0).sort((a, b) => a - b);
}
