import { permissionId } from '@console/contracts';
import { sampleTree } from './fixtures';
import { groupState, impliedBy, indexTree, initialTicked, menuIds, setGroup, tick, untick } from './permission-tree';

const id = permissionId;
const keysOf = (ids: Iterable<number>) =>
  [...ids]
    .map((i) =>
      [
        'users.list',
        'users.create',
        'users.editUpline',
        'users.agentList',
        'kyc.list',
        'kyc.review',
        'clientLogs.list',
        'backstageLogs.list',
      ].find((k) => id(k) === i),
    )
    .sort();

describe('permission tree ticking', () => {
  const index = indexTree(sampleTree());

  it('ticks what an action implies, transitively', () => {
    const ticked = tick(index, new Set(), id('users.editUpline'));
    expect(keysOf(ticked)).toEqual(['users.agentList', 'users.editUpline', 'users.list']);
  });

  it('says which ticked permissions imply another', () => {
    const ticked = tick(index, tick(index, new Set(), id('users.editUpline')), id('users.create'));
    expect(impliedBy(index, ticked, id('users.agentList')).map((n) => n.key)).toEqual(['users.editUpline']);
    expect(impliedBy(index, ticked, id('users.list')).map((n) => n.key)).toEqual(['users.create', 'users.editUpline', 'users.agentList']);
    expect(impliedBy(index, ticked, id('users.create'))).toEqual([]);
  });

  it('unticking a page unticks its actions', () => {
    let ticked = tick(index, new Set(), id('users.editUpline'));
    ticked = tick(index, ticked, id('kyc.review'));
    ticked = untick(index, ticked, id('users.list'));
    expect(keysOf(ticked)).toEqual(['kyc.list', 'kyc.review']);
  });

  it('unticking an implied action unticks the actions that need it, not the page', () => {
    const ticked = untick(index, tick(index, new Set(), id('users.editUpline')), id('users.agentList'));
    expect(keysOf(ticked)).toEqual(['users.list']);
  });

  it('selects and clears a whole group', () => {
    const all = setGroup(index, new Set(), 'Users', true);
    expect(groupState(index, all, 'Users')).toBe('all');
    expect(groupState(index, all, 'BackstageManagement')).toBe('none');
    const some = untick(index, all, id('kyc.review'));
    expect(groupState(index, some, 'Users')).toBe('some');
    expect(groupState(index, setGroup(index, some, 'Users', false), 'Users')).toBe('none');
  });

  it('starts from the flags with their implications, and saves permission ids only', () => {
    const ticked = initialTicked(indexTree(sampleTree(['kyc.review', 'clientLogs.list'])));
    expect(keysOf(ticked)).toEqual(['clientLogs.list', 'kyc.list', 'kyc.review']);
    expect(menuIds(new Set([...ticked, -1]))).toEqual([id('kyc.list'), id('kyc.review'), id('clientLogs.list')].sort((a, b) => a - b));
  });
});
