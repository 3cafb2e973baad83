import type { DownloadResult } from '@console/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportMenu, type ExportMenuProps } from './export-menu';
import { renderWithUi, useEnglishTexts } from './testing';

beforeAll(useEnglishTexts);

function renderMenu(result: DownloadResult | Error, props: Partial<ExportMenuProps> = {}) {
  const onExport = jest.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  renderWithUi(<ExportMenu onExport={onExport} {...props} />, { toaster: true });
  return onExport;
}

async function choose(format: 'CSV file' | 'Excel file') {
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('ExportMenu', () => {
  it('exports in the chosen format and names the saved file', async () => {
    const onExport = renderMenu({ kind: 'file', filename: 'users.xlsx' });
    await choose('Excel file');
    expect(onExport).toHaveBeenCalledWith('xlsx');
    expect(await screen.findByText('Saved users.xlsx')).toBeInTheDocument();
  });

  it('says where to find an export queued as a job', async () => {
    const onExport = renderMenu({ kind: 'envelope', data: { jobId: 7, status: 'queued' } });
    await choose('CSV file');
    expect(onExport).toHaveBeenCalledWith('csv');
    expect(await screen.findByText('Export job #7 queued')).toBeInTheDocument();
    expect(screen.getByText('The list is large: download the file from the export center when the job is done.')).toBeInTheDocument();
  });

  it('words the outcome the way the list asks', async () => {
    renderMenu({ kind: 'file', filename: 'b.csv' }, { savedText: (name) => `Balances exported to ${name}` });
    await choose('CSV file');
    expect(await screen.findByText('Balances exported to b.csv')).toBeInTheDocument();
  });

  it('shows the given text for an answer that is neither a file nor a job', async () => {
    renderMenu({ kind: 'envelope', data: null }, { answeredText: 'Export started' });
    await choose('CSV file');
    expect(await screen.findByText('Export started')).toBeInTheDocument();
  });

  it('lets the button be used again once an export failed', async () => {
    const onExport = renderMenu(new Error('offline'));
    await choose('CSV file');
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /Export/ })).toBeEnabled();
  });
});
