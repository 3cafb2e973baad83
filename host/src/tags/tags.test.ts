import { type HistoryTag, isHistoryTagList, MAX_TAGS, neighbourOf, tagsReducer, tagsRightOf } from './tags';

const tag = (path: string, search = ''): HistoryTag => ({ path, search, routeId: `route:${path}`, params: {} });
const paths = (tags: HistoryTag[]) => tags.map((t) => t.path);

test('a newly visited page goes to the front', () => {
  let tags = tagsReducer([], { type: 'visit', tag: tag('/home') });
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/a') });
  expect(paths(tags)).toEqual(['/a', '/home']);
});

test('revisiting a page moves its tag to the front without duplicating it, keeping its latest query', () => {
  let tags = ['/c', '/b', '/a'].map((p) => tag(p));
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/a', '?page=3') });
  expect(paths(tags)).toEqual(['/a', '/c', '/b']);
  expect(tags[0].search).toBe('?page=3');
});

test('the tabs of one page share its tag, which follows the tab last seen; other pages of the route keep theirs', () => {
  const deposits = (tabName: string): HistoryTag => ({
    path: `/finance/deposit/${tabName}`,
    search: '',
    routeId: 'finance:deposit',
    params: { tabName },
  });
  const role = (roleId: string): HistoryTag => ({
    path: `/roles/list/user-list/${roleId}`,
    search: '',
    routeId: 'roles:users',
    params: { tabName: 'list', roleId },
  });
  let tags = tagsReducer([], { type: 'visit', tag: deposits('pending') });
  tags = tagsReducer(tags, { type: 'visit', tag: role('1') });
  tags = tagsReducer(tags, { type: 'visit', tag: deposits('approved') });
  tags = tagsReducer(tags, { type: 'visit', tag: role('2') });
  expect(paths(tags)).toEqual(['/roles/list/user-list/2', '/finance/deposit/approved', '/roles/list/user-list/1']);
});

test(`at most ${MAX_TAGS} tags: the oldest drops when a new one comes`, () => {
  let tags: HistoryTag[] = [];
  for (let i = 1; i <= MAX_TAGS; i += 1) tags = tagsReducer(tags, { type: 'visit', tag: tag(`/p${i}`) });
  expect(tags).toHaveLength(15);
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/p16') });
  expect(tags).toHaveLength(15);
  expect(tags[0].path).toBe('/p16');
  expect(paths(tags)).not.toContain('/p1');
  expect(tags[14].path).toBe('/p2');
});

test('revisiting when full keeps every tag', () => {
  let tags: HistoryTag[] = [];
  for (let i = 1; i <= MAX_TAGS; i += 1) tags = tagsReducer(tags, { type: 'visit', tag: tag(`/p${i}`) });
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/p1') });
  expect(tags).toHaveLength(15);
  expect(tags[0].path).toBe('/p1');
  expect(paths(tags)).toContain('/p2');
});

test('closing one tag and clearing them all', () => {
  const tags = ['/c', '/b', '/a'].map((p) => tag(p));
  expect(paths(tagsReducer(tags, { type: 'close', path: '/b' }))).toEqual(['/c', '/a']);
  expect(tagsReducer(tags, { type: 'clear' })).toEqual([]);
});

test('closing the active tag opens its neighbour: the next one, else the previous one', () => {
  const tags = ['/c', '/b', '/a'].map((p) => tag(p));
  expect(neighbourOf(tags, '/b')?.path).toBe('/a');
  expect(neighbourOf(tags, '/a')?.path).toBe('/b');
  expect(neighbourOf([tag('/only')], '/only')).toBeNull();
});

test('closing the others keeps one tag; closing to the right keeps it and the tags before it', () => {
  const tags = ['/e', '/d', '/c', '/b', '/a'].map((p) => tag(p));
  expect(paths(tagsReducer(tags, { type: 'closeOthers', path: '/c' }))).toEqual(['/c']);
  expect(paths(tagsReducer(tags, { type: 'closeRight', path: '/c' }))).toEqual(['/e', '/d', '/c']);
  expect(paths(tagsReducer(tags, { type: 'closeRight', path: '/a' }))).toEqual(['/e', '/d', '/c', '/b', '/a']);
  expect(paths(tagsRightOf(tags, '/d'))).toEqual(['/c', '/b', '/a']);
  expect(tagsRightOf(tags, '/nowhere')).toEqual([]);
});

test("a page's own name is kept on its tag, and stays when the same page is visited again", () => {
  let tags = [tag('/roles/list/user-list/2'), tag('/a')];
  tags = tagsReducer(tags, { type: 'name', path: '/roles/list/user-list/2', title: 'Users of role Auditor', lng: 'en-US' });
  expect(tags[0]).toMatchObject({ title: 'Users of role Auditor', titleLng: 'en-US' });
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/a') });
  tags = tagsReducer(tags, { type: 'visit', tag: tag('/roles/list/user-list/2', '?page=2') });
  expect(tags[0]).toMatchObject({ path: '/roles/list/user-list/2', search: '?page=2', title: 'Users of role Auditor' });
  expect(tagsReducer(tags, { type: 'name', path: '/gone', title: 'x', lng: 'en-US' })).toBe(tags);
  expect(isHistoryTagList(tags)).toBe(true);
  expect(isHistoryTagList([{ ...tags[0], title: 5 }])).toBe(false);
});
