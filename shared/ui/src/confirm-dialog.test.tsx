import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithUi, useEnglishTexts } from './testing';

beforeAll(useEnglishTexts);

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithUi(
    <ConfirmDialog
      open
      title="Delete administrator"
      message="Delete the administrator “alice”? They can no longer sign in."
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel="Delete"
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('names what will change and confirms on request', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete administrator');
    expect(dialog).toHaveTextContent('Delete the administrator “alice”? They can no longer sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels without confirming', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  const palette = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-solid');

  it('draws a destructive confirmation in red', async () => {
    renderDialog();
    expect(palette(await screen.findByRole('button', { name: 'Delete' }))).toContain('red');
  });

  it('draws an ordinary confirmation in the brand colour', async () => {
    renderDialog({ destructive: false, confirmLabel: 'Rename' });
    expect(palette(await screen.findByRole('button', { name: 'Rename' }))).toContain('brand');
  });

  it('keeps the dialog open and blocks a second confirmation while the change runs', async () => {
    const { onConfirm, onCancel } = renderDialog({ loading: true });
    await screen.findByRole('alertdialog');
    // While loading, the confirm button shows a spinner in place of its label.
    const confirm = screen.getAllByRole('button').find((b) => b.hasAttribute('data-loading')) as HTMLElement;
    expect(confirm).toHaveTextContent('Delete');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
