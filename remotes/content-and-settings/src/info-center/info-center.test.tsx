import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { InfoContent, InfoContentRow, InfoRevision } from '@console/contracts/schemas/info-center';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditorPage from './EditorPage';
import ListPage from './Page';

const ROW: InfoContentRow = {
  id: 7,
  title: 'Fee update',
  tags: ['fees', 'news'],
  hidden: true,
  featured: false,
  state: 'hidden',
  publishStart: '2026-11-01T00:00:00.000Z',
  publishEnd: null,
  languages: [
    { language: 'en-US', complete: true },
    { language: 'zh-CN', complete: true },
    { language: 'zh-TW', complete: false },
  ],
  createTime: '2026-11-01T00:00:00.000Z',
  lastEdit: '2026-11-02T00:00:00.000Z',
};
const CONTENT: InfoContent = {
  ...ROW,
  content: '<p>From Monday.</p>',
  versions: [
    { language: 'en-US', title: 'Fee update', content: '<p>From Monday.</p>' },
    { language: 'zh-CN', title: '费用更新', content: '<p>周一起。</p>' },
  ],
  attachments: [],
  revision: 2,
};
const REVISIONS: InfoRevision[] = [
  { id: 12, number: 2, operator: 'admin', restoredFrom: null, createTime: '2026-11-02T00:00:00.000Z' },
  { id: 11, number: 1, operator: 'admin', restoredFrom: null, createTime: '2026-11-01T00:00:00.000Z' },
];
const ALL = ['infoCenter.list', 'infoCenter.add', 'infoCenter.edit', 'infoCenter.delete'];

afterEach(() => session.signOut());

describe('info center list', () => {
  it('shows state, flags and each language’s completeness; filters by state; deletes after a confirmation', async () => {
    signInWith(ALL);
    const api = fakeAreaApi({ 'POST info-center/list': () => pageOf([ROW]), 'POST info-center/delete/7': () => null });
    renderWithUi(<ListPage />, { route: '/info-center/content-list', toaster: true });
    const table = await screen.findByRole('table', { name: 'Content list' });
    const row = (await within(table).findByText('Fee update')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Hidden')).toHaveLength(2); // the state and the flag
    expect(within(row).getByTitle('English: title and body written')).toBeInTheDocument();
    expect(within(row).getByTitle('Traditional Chinese: not complete')).toBeInTheDocument();
    expect(within(row).getByText('fees, news')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('State'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST info-center/list').at(-1)?.body).toMatchObject({ state: 'published' }));

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete article #7?' });
    expect(api.callsTo('POST info-center/delete/7')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST info-center/delete/7')).toHaveLength(1));
  });

  it('offers no new article or delete without those permissions', async () => {
    signInWith(['infoCenter.list']);
    fakeAreaApi({ 'POST info-center/list': () => pageOf([ROW]) });
    renderWithUi(<ListPage />, { route: '/info-center/content-list' });
    await screen.findByRole('table', { name: 'Content list' });
    expect(screen.queryByRole('button', { name: 'New article' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('info center editor', () => {
  it('edits a table from the toolbar: rows, columns, the header row, the table itself', async () => {
    signInWith(ALL);
    fakeAreaApi({ 'GET info-center/generateTempKey': () => ({ tempKey: 'edit-key' }) });
    renderWithUi(<EditorPage />, { route: '/info-center/content-list/add', path: '/info-center/content-list/add' });
    const editor = await screen.findByRole('textbox', { name: 'Body (en-US)' });
    const toolbar = screen.getAllByRole('toolbar', { name: 'Formatting' })[0];
    expect(within(toolbar).queryByRole('group', { name: 'Table tools' })).not.toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    const tools = await within(toolbar).findByRole('group', { name: 'Table tools' });
    const shape = () =>
      [...editor.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.tagName.toLowerCase()).join(' '));
    expect(shape()).toEqual(['th th th', 'td td td', 'td td td']);
    expect(within(tools).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(tools).getByRole('button', { name: 'Insert row below' }));
    await userEvent.click(within(tools).getByRole('button', { name: 'Insert column to the right' }));
    await waitFor(() => expect(shape()).toEqual(['th th th th', 'td td td td', 'td td td td', 'td td td td']));
    // The cursor is in the first cell: its row (the header row) and its column go.
    await userEvent.click(within(tools).getByRole('button', { name: 'Delete row' }));
    await userEvent.click(within(tools).getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(shape()).toEqual(['td td td', 'td td td', 'td td td']));
    expect(within(tools).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(tools).getByRole('button', { name: 'Header row' }));
    await waitFor(() => expect(shape()).toEqual(['th th th', 'td td td', 'td td td']));
    expect(within(tools).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(tools).getByRole('button', { name: 'Delete table' }));
    await waitFor(() => expect(editor.querySelector('table')).toBeNull());
    expect(within(toolbar).queryByRole('group', { name: 'Table tools' })).not.toBeInTheDocument();
  });

  it('writes a new article in two languages with an image through the temp key', async () => {
    signInWith(ALL);
    const api = fakeAreaApi({
      'GET info-center/generateTempKey': () => ({ tempKey: 'edit-key' }),
      'POST info-center/upload': () => ({
        id: 3,
        contentId: null,
        imageURL: '/api/files/abcdefghijklmnopqrstuvwx.png',
        referenceKey: 'edit-key',
        createTime: '2026-11-01T00:00:00.000Z',
      }),
      'POST info-center/update': () => ({ id: 9, revision: 1 }),
      'GET info-center/9': () => CONTENT,
    });
    const view = renderWithUi(<EditorPage />, {
      route: '/info-center/content-list/add',
      path: '/info-center/content-list/add',
      toaster: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the article in at least one language.');

    await userEvent.type(screen.getByLabelText(/^Title \(en-US\)/), 'Rates');
    await userEvent.upload(
      screen.getByLabelText('Image file'),
      new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(api.callsTo('POST info-center/upload')).toHaveLength(1));
    expect(api.callsTo('GET info-center/generateTempKey')).toHaveLength(1);
    const editor = screen.getByRole('textbox', { name: 'Body (en-US)' });
    await waitFor(() => expect(editor.querySelector('img')?.getAttribute('src')).toBe('/api/files/abcdefghijklmnopqrstuvwx.png'));

    await userEvent.click(screen.getByRole('tab', { name: /Simplified Chinese/ }));
    await userEvent.type(screen.getByLabelText(/^Title \(zh-CN\)/), '利率');
    await userEvent.type(screen.getByLabelText('Tags'), 'rates, news');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST info-center/update')).toHaveLength(1));
    const body = api.callsTo('POST info-center/update')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ tags: ['rates', 'news'], featured: true, hidden: false, publishStart: null, tempKey: 'edit-key' });
    const versions = body.versions as { language: string; title: string; content: string }[];
    expect(versions.map((v) => [v.language, v.title])).toEqual([
      ['en-US', 'Rates'],
      ['zh-CN', '利率'],
      ['zh-TW', ''],
    ]);
    expect(versions[0].content).toContain('<img src="/api/files/abcdefghijklmnopqrstuvwx.png" alt="chart">');
    await waitFor(() => expect(view.location()).toBe('/info-center/content-list/9'));
  });

  it('edits an article: each language its own version; preview; revisions with a diff and restore', async () => {
    signInWith(ALL);
    const api = fakeAreaApi({
      'GET info-center/7': () => CONTENT,
      'POST info-center/update': () => ({ id: 7, revision: 3 }),
      'GET info-center/7/revisions': () => REVISIONS,
      'GET info-center/7/revisions/diff': () => ({
        from: REVISIONS[1],
        to: REVISIONS[0],
        changes: [
          {
            field: 'content',
            language: 'en-US',
            before: 'From Sunday.',
            after: 'From Monday.',
            parts: [
              { value: 'From ', added: false, removed: false },
              { value: 'Sunday', added: false, removed: true },
              { value: 'Monday', added: true, removed: false },
              { value: '.', added: false, removed: false },
            ],
          },
        ],
      }),
      'POST info-center/7/revisions/11/restore': () => ({ id: 7, revision: 3 }),
    });
    renderWithUi(<EditorPage />, { route: '/info-center/content-list/7', path: '/info-center/content-list/:id', toaster: true });
    const title = await screen.findByLabelText(/^Title \(en-US\)/);
    expect(title).toHaveValue('Fee update');
    expect(screen.getByRole('textbox', { name: 'Body (en-US)' })).toHaveTextContent('From Monday.');
    await userEvent.click(screen.getByRole('tab', { name: /Simplified Chinese/ }));
    expect(screen.getByLabelText(/^Title \(zh-CN\)/)).toHaveValue('费用更新');
    expect(screen.getByRole('textbox', { name: 'Body (zh-CN)' })).toHaveTextContent('周一起。');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    const frame = within(preview).getByTitle('Article preview (zh-CN)');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>费用更新</h1><p>周一起。</p>');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hidden' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST info-center/update')).toHaveLength(1));
    expect(api.callsTo('POST info-center/update')[0].body).toMatchObject({ id: 7, hidden: false, tags: ['fees', 'news'] });

    await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Revisions' });
    expect(await within(drawer).findByText('Sunday')).toHaveProperty('tagName', 'DEL');
    expect(within(drawer).getByText('Monday')).toHaveProperty('tagName', 'INS');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore revision 1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.callsTo('POST info-center/7/revisions/11/restore')).toHaveLength(1));
  });

  it('is read-only without the edit permission', async () => {
    signInWith(['infoCenter.list']);
    fakeAreaApi({ 'GET info-center/7': () => CONTENT });
    renderWithUi(<EditorPage />, { route: '/info-center/content-list/7', path: '/info-center/content-list/:id' });
    expect(await screen.findByLabelText(/^Title \(en-US\)/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
