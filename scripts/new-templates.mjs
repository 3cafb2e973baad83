// The files `npm run new` writes: a remote in the house shape and a screen group with a list page on the
// list kit. Each function returns the text of one file; scripts/new.mjs decides where they go.

/** `futures-orders` → `futuresOrders`. */
export const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
/** `futures-orders` → `FuturesOrders`. */
export const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());
/** `futures-orders` → `Futures orders`. */
export const words = (name) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The dependencies of a remote, at the versions the existing remotes use. */
const DEPENDENCIES = [
  '@chakra-ui/react',
  '@console/area-kit',
  '@console/client',
  '@console/contracts',
  '@console/ui',
  '@emotion/react',
  '@tanstack/react-query',
  'axios',
  'i18next',
  'react',
  'react-dom',
  'react-hook-form',
  'react-i18next',
  'react-icons',
  'react-router-dom',
  'zod',
];
const DEV_DEPENDENCIES = ['@console/federation', 'webpack', 'webpack-cli', 'webpack-dev-server'];

export function remotePackageJson({ name, model }) {
  const pick = (names, from) => Object.fromEntries(names.map((dep) => [dep, from?.[dep] ?? 'workspace:*']));
  return json({
    name: `@console/remote-${name}`,
    version: '1.0.0',
    private: true,
    description: `Remote: ${words(name).toLowerCase()}`,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      typecheck: 'tsc -p tsconfig.json',
      test: 'jest',
    },
    dependencies: pick(DEPENDENCIES, model.dependencies),
    devDependencies: pick(DEV_DEPENDENCIES, model.devDependencies),
  });
}

export const remoteTsconfig = () =>
  `${JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest', '@testing-library/jest-dom'] }, include: ['src'] })}\n`;

export const remoteJestConfig = () => "module.exports = require('@console/area-kit/jest.cjs')(__dirname);\n";

export const remoteWebpackConfig = ({ name, port }) =>
  `module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: '${name}', port: ${port} });\n`;

/** The descriptor's list of groups, as the formatter writes it: on one line while it fits in 140 columns. */
export function groupsList(idents) {
  const line = `  groups: [${idents.join(', ')}],`;
  return line.length <= 140 ? line : `  groups: [\n${idents.map((i) => `    ${i},`).join('\n')}\n  ],`;
}

export function remoteDescriptor({ name, groups }) {
  const imports = groups.map((group) => `import ${camel(group)} from './${group}/screens';`).join('\n');
  return `import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
${imports}

/** The ${words(name).toLowerCase()} area. */
export default defineRemote({
  name: '${name}',
  version: packageJson.version,
  texts: (lng) => import(\`./locales/\${lng}.json\`),
${groupsList(groups.map(camel))}
});
`;
}

export const remoteI18n = ({ name }) => `import { areaTranslation } from '@console/area-kit';

/** The hook this area's screens translate with: its texts are the i18next namespace named after the remote. */
export const useAreaTranslation = areaTranslation('${name}');
`;

export const remoteDescriptorTest = () => `import { describeRemote } from '@console/area-kit/testing';
import packageJson from '../package.json';
import descriptor from './descriptor';
import { useAreaTranslation } from './i18n';

describeRemote({ descriptor, packageJson, useAreaTranslation });
`;

/** The area's own texts: its menu section. */
export const remoteTexts = ({ section, sectionTitle }) => json({ menu: { section: { [section]: sectionTitle } } });

// ---------------------------------------------------------------- a screen group

export function groupRoutes({ remote, group, permission, section, order, icon }) {
  const menu = { section, order, ...(icon ? { icon } : {}) };
  return json([{ id: group, path: `/${remote}/${group}`, permission, titleKey: `routes.${camel(group)}`, menu }]);
}

/** A route id as an object key: quoted only where it has to be, as the formatter writes it. */
const keyOf = (id) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`);

export function groupScreens({ group }) {
  return `import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { ${camel(group)}List } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    ${keyOf(group)}: withPrefetch(() => import('./Page'), ${camel(group)}List.prefetch),
  },
  texts: (lng) => import(\`./locales/\${lng}.json\`),
});
`;
}

/** The generic words of a list in the three languages; the title is given (and translated later where it is not). */
const LIST_WORDS = {
  'en-US': { id: 'ID', name: 'Name', created: 'Created', filtered: 'No record matches these filters', none: 'No record yet' },
  'zh-CN': { id: 'ID', name: '名称', created: '创建时间', filtered: '没有符合筛选条件的记录', none: '暂无记录' },
  'zh-TW': { id: 'ID', name: '名稱', created: '建立時間', filtered: '沒有符合篩選條件的記錄', none: '尚無記錄' },
};

export function groupTexts({ group, lng, title }) {
  const w = LIST_WORDS[lng];
  return json({
    [camel(group)]: {
      column: { id: w.id, name: w.name, created: w.created },
      filter: { name: w.name, created: w.created },
      empty: { filtered: w.filtered, none: w.none },
    },
    routes: { [camel(group)]: title },
  });
}

export function groupApi({ group, listKey, method, path }) {
  const Row = `${pascal(group)}Row`;
  const request =
    method === 'GET' ? `api.get<Page<${Row}>>('${path}', query, { signal })` : `api.post<Page<${Row}>>('${path}', query, { signal })`;
  return `import { api } from '@console/client';
import type { Page } from '@console/contracts';
import { defineList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A row of the list. Replace it with the entity's schema of @console/contracts once the API answers it. */
export interface ${Row} {
  id: number;
  name: string;
  createDate: string;
}

/** The list: its filters and its page query, which the route also fetches ahead of the page. */
export const ${camel(group)}List = defineList({
  key: '${listKey}',
  defaults: { name: '', startTime: '', endTime: '' },
  query: (query) => ({
    queryKey: ['${path}', query],
    queryFn: ({ signal }) => ${request},
  }),
});

export function use${pascal(group)}(query: Record<string, string | number>) {
  return useQuery({ ...${camel(group)}List.query(query), placeholderData: keepPreviousData });
}
`;
}

export function groupPage({ group }) {
  const c = camel(group);
  const Row = `${pascal(group)}Row`;
  return `import { type DataTableColumn, DateText, ListPage, useList } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';
import { type ${Row}, ${c}List, use${pascal(group)} } from './api';

export default function ${pascal(group)}Page() {
  const { t } = useAreaTranslation();
  const list = useList(${c}List.key, ${c}List.defaults);
  const rows = use${pascal(group)}(list.request);
  const columns = useMemo<DataTableColumn<${Row}>[]>(
    () => [
      { id: 'id', header: t('${c}.column.id'), numeric: true, width: '88px', pin: 'left' },
      { id: 'name', header: t('${c}.column.name') },
      { id: 'createDate', header: t('${c}.column.created'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.${c}')}
      list={list}
      filters={[
        { type: 'text', name: 'name', label: t('${c}.filter.name') },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('${c}.filter.created') },
      ]}
      columns={columns}
      query={rows}
      getRowId={(r) => r.id}
      empty={{ filtered: t('${c}.empty.filtered'), none: t('${c}.empty.none') }}
    />
  );
}
`;
}

export function groupTest({ group, permission, method, path, title }) {
  const Row = `${pascal(group)}Row`;
  const route = `${method} ${path}`;
  const read = method === 'GET' ? '{ query }' : '{ body }';
  const filters = method === 'GET' ? 'query' : 'body';
  return `import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ${Row} } from './api';
import ${pascal(group)}Page from './Page';

const ROWS: ${Row}[] = [
  { id: 2, name: 'Second', createDate: '2026-03-02T08:00:00.000Z' },
  { id: 1, name: 'First', createDate: '2026-03-01T08:00:00.000Z' },
];

afterEach(() => session.signOut());

it('lists the records and filters them by name, keeping the filter in the address', async () => {
  signInWith(['${permission}']);
  const api = fakeAreaApi({
    '${route}': (${read}) => {
      const { name } = (${filters} ?? {}) as { name?: string };
      return pageOf(ROWS.filter((r) => !name || r.name.includes(name)));
    },
  });
  const view = renderWithUi(<${pascal(group)}Page />, { route: '/x' });
  const table = await screen.findByRole('table', { name: '${title.replace(/'/g, "\\'")}' });
  expect(await within(table).findByText('Second')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Name'), 'First');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(table).queryByText('Second')).not.toBeInTheDocument());
  expect(api.callsTo('${route}').length).toBeGreaterThan(1);
  expect(view.location()).toBe('/x?name=First');
});
`;
}
