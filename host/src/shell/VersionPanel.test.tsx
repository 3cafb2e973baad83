import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { addNamespace, http, queryClient, STORAGE_KEYS } from '@console/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders } from 'axios';
import { act } from 'react';
import { setRemoteStatus } from '../areas/remoteStatus';
import { HOST_NAMESPACE, loadHostLocale } from '../locales/loadHostLocale';
import { ManifestContext } from '../manifest/ManifestContext';
import { sampleManifest } from '../test-support/manifest';
import { VersionPanel } from './VersionPanel';

beforeAll(async () => {
  await addNamespace(HOST_NAMESPACE, loadHostLocale);
  http.defaults.adapter = async (config) => ({
    data: { code: 1, msg: 'success', time: 't', data: { version: '3.1.0' } },
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  });
});

beforeEach(() => localStorage.clear());

function renderPanel(production: boolean) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <ManifestContext.Provider value={{ manifest: sampleManifest({ production }), error: null }}>
          <VersionPanel overrideRefused={false} />
        </ManifestContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

test('each area shows its pinned version, the version running here and its state', async () => {
  const user = userEvent.setup();
  renderPanel(false);
  act(() => setRemoteStatus('content-and-settings', { state: 'loaded', loadedVersion: '1.2.0' }));
  act(() => setRemoteStatus('finance', { state: 'failed', error: 'Failed to load script resources.' }));

  await user.click(screen.getByTestId('version-panel-button'));

  const content = await screen.findByTestId('remote-version-content-and-settings');
  expect(within(content).getByTestId('pinned-version')).toHaveTextContent('1.2.0');
  expect(within(content).getByTestId('loaded-version')).toHaveTextContent('1.2.0');
  expect(content).toHaveTextContent('Loaded');
  const finance = screen.getByTestId('remote-version-finance');
  expect(within(finance).getByTestId('pinned-version')).toHaveTextContent('2.0.1');
  expect(finance).toHaveTextContent('Failed');
  expect(await screen.findByText('3.1.0')).toBeInTheDocument();
  expect(screen.getAllByRole('textbox', { name: /Development override/ })).toHaveLength(2);
});

test('production refuses development overrides and says so', async () => {
  localStorage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify({ finance: 'http://localhost:3101/' }));
  const user = userEvent.setup();
  renderPanel(true);

  await user.click(screen.getByTestId('version-panel-button'));

  expect(await screen.findByTestId('override-refused')).toHaveTextContent('Production environment: development overrides are refused.');
  expect(screen.queryByRole('textbox', { name: /Development override/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('override-active')).not.toBeInTheDocument();
});
