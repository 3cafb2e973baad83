import { session } from '@console/client';
import type { MarketingLevel, UserLevel } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import UserSettingsPage from './Page';

const ALL = ['userLevels.view', 'userLevels.add', 'userLevels.edit', 'userLevels.delete'];
const at = '2026-01-05T03:00:00.000Z';
const USER_LEVELS: UserLevel[] = [
  {
    id: 1,
    level: 0,
    name: 'Starter',
    requiredDepositBalance: '0',
    futuresOrderLimitMax: '1000',
    futuresOrderLimitMin: '10',
    userCount: 1200,
    createDate: at,
    updateDate: at,
  },
  {
    id: 2,
    level: 5,
    name: 'Diamond',
    requiredDepositBalance: '250000',
    futuresOrderLimitMax: '1000000',
    futuresOrderLimitMin: '100',
    userCount: 0,
    createDate: at,
    updateDate: at,
  },
];
const MARKETING: MarketingLevel[] = [
  {
    id: 7,
    level: 3,
    name: 'Director',
    requiredEffectiveUser: 60,
    requiredDepositUserLevel: 3,
    distributionBonusPercentage1: '10',
    distributionBonusPercentage2: '5',
    distributionBonusPercentage3: '3.25',
    distributionBonusPercentage4: '2',
    distributionBonusPercentage5: '1',
    futuresOrderLimitMax: '100000',
    futuresOrderLimitMin: '10',
    userCount: 4,
    createDate: at,
    updateDate: at,
  },
];

function setup(permissions: string[], route = '/users/settings/user-level') {
  signInWith(permissions);
  let levels = [...USER_LEVELS];
  const api = fakeAreaApi({
    'POST account/userLevel/list': () => pageOf(levels),
    'POST account/userMarketing/list': () => pageOf(MARKETING),
    'POST account/userLevel/add': ({ body }) => {
      const b = body as UserLevel;
      if (b.level === 0) return new FakeFailure(409, 'Level 0 already exists: level numbers are unique');
      const level = { ...b, id: 9, userCount: 0, createDate: at, updateDate: at };
      levels = [...levels, level];
      return level;
    },
    'PUT account/userLevel/edit/2': ({ body }) => {
      levels = levels.map((l) => (l.id === 2 ? { ...l, ...(body as UserLevel) } : l));
      return levels[1];
    },
    'DELETE account/userLevel/del/2': () => {
      levels = levels.filter((l) => l.id !== 2);
      return null;
    },
  });
  const view = renderWithUi(<UserSettingsPage />, { route, path: '/users/settings/:tabName', toaster: true });
  return { api, view };
}

async function rowOf(table: string, text: string) {
  const element = await screen.findByRole('table', { name: table });
  return (await within(element).findByText(text)).closest('tr') as HTMLElement;
}

afterEach(() => session.signOut());

describe('user level settings', () => {
  it('lists user levels with amounts in USDT and how many users hold each; no buttons without action permissions', async () => {
    setup(['userLevels.view']);
    const diamond = await rowOf('User levels', 'Diamond');
    expect(within(diamond).getByText('250,000')).toBeInTheDocument();
    expect(within(diamond).getByText('1,000,000')).toBeInTheDocument();
    const starter = await rowOf('User levels', 'Starter');
    expect(within(starter).getByText('1,200')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user level' })).not.toBeInTheDocument();
    expect(within(starter).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    // A handful of settings: no rows to tick; sorted by level number, the one key the API sorts levels by.
    expect(screen.queryByRole('checkbox', { name: /Select row/ })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'User levels' });
    expect(within(table).getByRole('columnheader', { name: /Level/ })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: /Users/ })).not.toHaveAttribute('aria-sort');
  });

  it('adds a level, checking the limits in the form and showing the API refusal', async () => {
    const { api } = setup(ALL);
    await userEvent.click(await screen.findByRole('button', { name: 'Add user level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user level' });
    await userEvent.type(within(dialog).getByLabelText(/Level number/), '0');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Black card');
    await userEvent.clear(within(dialog).getByLabelText(/Futures order minimum/));
    await userEvent.type(within(dialog).getByLabelText(/Futures order minimum/), '500');
    await userEvent.type(within(dialog).getByLabelText(/Futures order maximum/), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The minimum must not be greater than the maximum.')).toBeInTheDocument();
    expect(api.callsTo('POST account/userLevel/add')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Futures order maximum/));
    await userEvent.type(within(dialog).getByLabelText(/Futures order maximum/), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Level 0 already exists: level numbers are unique')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/Level number/));
    await userEvent.type(within(dialog).getByLabelText(/Level number/), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Level 9 “Black card” added')).toBeInTheDocument();
    expect(api.callsTo('POST account/userLevel/add').at(-1)?.body).toEqual({
      level: 9,
      name: 'Black card',
      requiredDepositBalance: '0',
      futuresOrderLimitMax: '5000',
      futuresOrderLimitMin: '500',
    });
    expect(await rowOf('User levels', 'Black card')).toBeInTheDocument();
  });

  it('edits a level starting from its values', async () => {
    const { api } = setup(ALL);
    const diamond = await rowOf('User levels', 'Diamond');
    await userEvent.click(within(diamond).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user level “Diamond”' });
    expect(within(dialog).getByLabelText(/Required deposit balance/)).toHaveValue('250000');
    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Diamond plus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Level 5 “Diamond plus” saved')).toBeInTheDocument();
    expect(api.callsTo('PUT account/userLevel/edit/2')[0].body).toMatchObject({
      level: 5,
      name: 'Diamond plus',
      requiredDepositBalance: '250000',
    });
  });

  it('deletes an unused level after confirmation; a level in use cannot be chosen for deletion', async () => {
    const { api } = setup(ALL);
    const starter = await rowOf('User levels', 'Starter');
    await userEvent.click(within(starter).getByRole('button', { name: 'Row actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete (in use: 1200)' })).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');

    const diamond = await rowOf('User levels', 'Diamond');
    await userEvent.click(within(diamond).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete level 5 “Diamond”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Level “Diamond” deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE account/userLevel/del/2')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'User levels' })).queryByText('Diamond')).not.toBeInTheDocument());
  });

  it('shows the marketing levels tab with the bonus of each layer', async () => {
    const { view } = setup(['userLevels.view']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Marketing levels' }));
    await waitFor(() => expect(view.location()).toBe('/users/settings/marketing-level'));
    const director = await rowOf('Marketing levels', 'Director');
    expect(within(director).getByText('3.25')).toBeInTheDocument();
    expect(within(director).getByText('60')).toBeInTheDocument();
  });

  it('sends an unknown tab to the user levels', async () => {
    const { view } = setup(['userLevels.view'], '/users/settings/nonsense');
    await waitFor(() => expect(view.location()).toBe('/users/settings/user-level'));
  });
});
