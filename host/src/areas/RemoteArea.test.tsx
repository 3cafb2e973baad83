import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { addNamespace } from '@console/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOST_NAMESPACE, loadHostLocale } from '../locales/loadHostLocale';
import { type PageLoader, RemoteArea } from './RemoteArea';

beforeAll(async () => {
  await addNamespace(HOST_NAMESPACE, loadHostLocale);
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

const chunkError = () =>
  Object.assign(new Error('Loading chunk 512 failed. (error: /remotes/content-and-settings/1.2.0/512.js)'), { name: 'ChunkLoadError' });

function renderArea(load: PageLoader) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <p>Shell header</p>
      <RemoteArea area="Backstage management" load={load} />
    </ChakraProvider>,
  );
}

test('an area that cannot be loaded names itself, keeps the rest of the page, and loads again on Retry', async () => {
  const load = jest
    .fn<ReturnType<PageLoader>, []>()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValueOnce({ default: () => <h1>IP whitelist</h1> });
  const user = userEvent.setup();
  renderArea(load);

  const error = await screen.findByTestId('remote-error');
  expect(error).toHaveTextContent('Backstage management could not be loaded');
  expect(error).toHaveTextContent('The rest of the console keeps working.');
  expect(screen.getByText('Shell header')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'IP whitelist' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a page that fails while drawing is contained the same way', async () => {
  let broken = true;
  function Page() {
    if (broken) throw new Error('Cannot read properties of undefined');
    return <h1>Backstage logs</h1>;
  }
  const load = jest.fn(async () => ({ default: Page }));
  const user = userEvent.setup();
  renderArea(load);

  expect(await screen.findByTestId('remote-error')).toHaveTextContent('Backstage management could not be loaded');
  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Backstage logs' })).toBeInTheDocument();
});

test('while the area loads, a skeleton says so', async () => {
  let release: (page: { default: () => ReactElement }) => void = () => {};
  const load = () => new Promise<{ default: () => ReactElement }>((resolve) => (release = resolve));
  renderArea(load);
  expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading Backstage management…');
  release({ default: () => <h1>Loaded</h1> });
  expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
});

test('a page whose chunk has already run draws at once, without a loading frame', () => {
  const Page = () => <h1>Backstage logs</h1>;
  const load = Object.assign(
    jest.fn(async () => ({ default: Page })),
    { loaded: () => ({ default: Page }) },
  );
  renderArea(load);
  expect(screen.getByRole('heading', { name: 'Backstage logs' })).toBeInTheDocument();
  expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
