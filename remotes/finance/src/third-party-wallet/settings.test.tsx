import { session } from '@console/client';
import type { ThirdPartyWalletSetting, WalletSecretName } from '@console/contracts';
import { renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import WalletSettingsPage from './SettingsPage';

const SAVED: ThirdPartyWalletSetting = {
  id: 1,
  depositBaseUrl: 'https://wallet.example.com/deposit',
  withdrawBaseUrl: null,
  merchantId: 'M-100',
  apiKey: { configured: true, masked: '••••9f3a' },
  apiSecret: { configured: true, masked: '••••' },
  webhookSecret: { configured: false, masked: null },
  isAutoReplacedAfterDeposit: 0,
  isDepositAllowedAfterReplaced: 1,
  updateDate: '2026-03-01T08:00:00.000Z',
  updatedBy: 'lfischer',
};

/** The saved settings as the page sends them back, secrets left out. */
const SAVED_BODY = {
  depositBaseUrl: 'https://wallet.example.com/deposit',
  withdrawBaseUrl: '',
  merchantId: 'M-100',
  isAutoReplacedAfterDeposit: 0,
  isDepositAllowedAfterReplaced: 1,
};

function setup(
  permissions: string[],
  route = '/finance/third-party-wallet/system-settings/api',
  stored: Partial<ThirdPartyWalletSetting> = {},
) {
  signInWith(['thirdPartyWallet.settings', ...permissions]);
  let saved = { ...SAVED, ...stored };
  const api = fakeAreaApi({
    'GET third-party/wallet/api-setting': () => saved,
    'PUT third-party/wallet/api-setting': ({ body }) => {
      const b = body as Record<string, unknown>;
      const cleared = Object.fromEntries(
        ((b.clear as WalletSecretName[] | undefined) ?? []).map((n) => [n, { configured: false, masked: null }]),
      );
      saved = {
        ...saved,
        ...cleared,
        depositBaseUrl: (b.depositBaseUrl as string) || null,
        withdrawBaseUrl: (b.withdrawBaseUrl as string) || null,
        merchantId: (b.merchantId as string) || null,
        webhookSecret: b.webhookSecret ? { configured: true, masked: '••••cret' } : saved.webhookSecret,
        isAutoReplacedAfterDeposit: b.isAutoReplacedAfterDeposit as number,
        isDepositAllowedAfterReplaced: b.isDepositAllowedAfterReplaced as number,
        updatedBy: 'admin',
      };
      return saved;
    },
  });
  const view = renderWithUi(<WalletSettingsPage />, { route, path: '/finance/third-party-wallet/system-settings/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('third-party wallet settings', () => {
  it('shows which secrets are stored by their mask only, read-only without the edit permission', async () => {
    setup([]);
    expect(await screen.findByText('Configured ••••9f3a')).toBeInTheDocument();
    expect(screen.getByText('Configured ••••')).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant ID')).toHaveValue('M-100');
    expect(screen.getByLabelText('Merchant ID')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('You can view these settings but not change them.')).toBeInTheDocument();
  });

  it('keeps stored secrets when their fields are left empty and sends only a new one', async () => {
    const { api } = setup(['thirdPartyWallet.editSettings']);
    const withdrawUrl = await screen.findByLabelText('Withdrawal API base URL');
    expect(screen.getByLabelText('New API key')).toHaveValue('');
    await userEvent.type(withdrawUrl, 'ftp://nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an http(s) URL, or leave it empty.')).toBeInTheDocument();
    expect(api.callsTo('PUT third-party/wallet/api-setting')).toHaveLength(0);

    await userEvent.clear(withdrawUrl);
    await userEvent.type(withdrawUrl, 'https://wallet.example.com/withdraw');
    await userEvent.type(screen.getByLabelText('Webhook secret'), 'hook-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Third-party wallet settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT third-party/wallet/api-setting')[0].body).toEqual({
      ...SAVED_BODY,
      withdrawBaseUrl: 'https://wallet.example.com/withdraw',
      webhookSecret: 'hook-secret',
    });
    expect(await screen.findByText('Configured ••••cret')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New Webhook secret')).toHaveValue(''));
  });

  it('switches address replacement on its own tab, keeping the connection as saved', async () => {
    const { api, view } = setup(['thirdPartyWallet.editSettings']);
    await screen.findByText('Configured ••••9f3a');
    await userEvent.click(screen.getByRole('tab', { name: 'Deposit addresses' }));
    await waitFor(() => expect(view.location()).toBe('/finance/third-party-wallet/system-settings/deposit-address'));
    const form = await screen.findByRole('form', { name: 'Deposit addresses' });
    await userEvent.click(within(form).getByText('Replace the address automatically after a deposit'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Third-party wallet settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT third-party/wallet/api-setting')[0].body).toEqual({ ...SAVED_BODY, isAutoReplacedAfterDeposit: 1 });
  });

  it('sends an unknown tab to the API connection', async () => {
    const { view } = setup([], '/finance/third-party-wallet/system-settings/nope');
    await waitFor(() => expect(view.location()).toBe('/finance/third-party-wallet/system-settings/api'));
  });

  it('clears a stored secret after a confirmation saying what stops working', async () => {
    const { api } = setup(['thirdPartyWallet.editSettings']);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear', description: 'API secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear the API secret?' });
    expect(confirm).toHaveTextContent('The stored API secret is removed');
    expect(confirm).toHaveTextContent('Automatic payouts through a provider that signs its calls with the API secret are refused');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('API secret cleared')).toBeInTheDocument();
    expect(api.callsTo('PUT third-party/wallet/api-setting')[0].body).toEqual({ ...SAVED_BODY, clear: ['apiSecret'] });
    // Cleared, it is named once, by its field, which says it is not configured.
    await waitFor(() => expect(screen.getAllByText(/^Not configured\./)).toHaveLength(2));
    expect(screen.getAllByText('API secret', { exact: true })).toHaveLength(1);
    expect(screen.queryByText('Configured ••••')).not.toBeInTheDocument();
    expect(screen.getByText('Configured ••••9f3a')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear', description: 'API secret' })).not.toBeInTheDocument();
  });

  it('warns that clearing the webhook secret refuses the wallet’s calls, and keeps it when cancelled', async () => {
    const { api } = setup(['thirdPartyWallet.editSettings'], undefined, { webhookSecret: { configured: true, masked: '••••hook' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear', description: 'Webhook secret' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Every webhook call of the wallet is then refused, and so are automatic payouts');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT third-party/wallet/api-setting')).toHaveLength(0);
    expect(screen.getByText('Configured ••••hook')).toBeInTheDocument();
  });

  it('offers no clear without the edit permission', async () => {
    setup([]);
    await screen.findByText('Configured ••••9f3a');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('offers a clear for a stored secret only, once the form’s changes are saved or undone', async () => {
    setup(['thirdPartyWallet.editSettings']);
    const clearKey = await screen.findByRole('button', { name: 'Clear', description: 'API key' });
    expect(screen.queryByRole('button', { name: 'Clear', description: 'Webhook secret' })).not.toBeInTheDocument();
    const merchant = screen.getByLabelText('Merchant ID');
    await waitFor(() => expect(merchant).toHaveValue('M-100'));
    await userEvent.type(merchant, '-2');
    expect(clearKey).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    await waitFor(() => expect(clearKey).toBeEnabled());
    expect(merchant).toHaveValue('M-100');
  });
});
