import { http, i18n } from '@console/client';
import { OPTIONS } from '@console/contracts';
import { act, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { OptionBadge } from './options';
import { renderWithUi, useEnglishTexts } from './testing';

const requested: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  requested.push(String(config.url));
  return { data: { code: 1, msg: 'ok', time: '', data: OPTIONS }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(async () => {
  await useEnglishTexts();
  http.defaults.adapter = adapter;
});
afterAll(() => i18n.changeLanguage('en-US'));

describe('OptionBadge', () => {
  it('shows the label of common/options in the current language', async () => {
    renderWithUi(
      <>
        <OptionBadge name="banIpType" value={3} />
        <OptionBadge name="adminStatus" value="0" />
      </>,
    );
    expect(await screen.findByText('All access')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(requested).toContain('common/options');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(screen.getByText('禁止全部訪問')).toBeInTheDocument();
    expect(screen.getByText('停用')).toBeInTheDocument();
  });

  it('shows an unknown value as it is', async () => {
    renderWithUi(<OptionBadge name="banIpType" value={9} />);
    expect(await screen.findByText('9')).toBeInTheDocument();
  });
});
