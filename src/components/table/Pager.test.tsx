import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Pager, type PagerLabels } from './Pager';

const labels: PagerLabels = {
  rowsPerPage: 'Rows per page:',
  displayed: ({ from, to, count }) => `${from}–${to} of ${count}`,
  item: (type) => `Go to the ${type} page`,
};

function renderPager(page: number, count = 45) {
  const onPage = jest.fn();
  const onSize = jest.fn();
  const view = renderWithProviders(
    <Pager count={count} page={page} size={20} onPage={onPage} onSize={onSize} labels={labels} firstLast />,
  );
  return { ...view, onPage, onSize };
}

describe('Pager', () => {
  it('says which rows are shown, and turns the page from the first one', async () => {
    const { user, onPage } = renderPager(1);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(onPage.mock.calls).toEqual([[2], [3]]);
  });

  it('on the last page, shows its few rows and goes back only', async () => {
    const { user, onPage } = renderPager(3);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to the previous page' }));
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage.mock.calls).toEqual([[2], [1]]);
  });

  it('offers the page sizes in a select named by its label', async () => {
    const { user, onSize } = renderPager(1);
    const select = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(select).toHaveValue('20');
    await user.selectOptions(select, '50');
    expect(onSize).toHaveBeenCalledWith(50);
  });

  it('shows an empty list as 0–0 with nowhere to go', () => {
    renderPager(1, 0);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  });
});
