import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';
import { renderWithUi, useEnglishTexts } from './testing';

beforeAll(useEnglishTexts);

describe('Pagination', () => {
  it('shows the total and moves between pages', async () => {
    const onPageChange = jest.fn();
    renderWithUi(<Pagination total={95} pageNum={2} pageSize={20} onPageChange={onPageChange} onPageSizeChange={jest.fn()} />);
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('offers the page sizes 10, 20, 50 and 100', async () => {
    const onPageSizeChange = jest.fn();
    renderWithUi(<Pagination total={95} pageNum={1} pageSize={20} onPageChange={jest.fn()} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByLabelText('Rows per page');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['10', '20', '50', '100']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
