import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogFrame, DrawerFrame, type FrameProps } from './overlay-frame';
import { renderWithUi, useEnglishTexts } from './testing';

beforeAll(useEnglishTexts);

function renderFrame(Frame: typeof DialogFrame, props: Partial<FrameProps> = {}) {
  const onClose = jest.fn();
  const onConfirm = jest.fn();
  renderWithUi(
    <Frame open title="Edit the remark of alice" onClose={onClose} confirm={{ label: 'Save', onConfirm }} {...props}>
      <p>The remark staff keep on alice.</p>
    </Frame>,
  );
  return { onClose, onConfirm };
}

describe.each([
  ['dialog', DialogFrame],
  ['drawer', DrawerFrame],
])('the %s frame', (_kind, Frame) => {
  it('has a title, a body, and cancel then confirm at its foot', async () => {
    const { onClose, onConfirm } = renderFrame(Frame);
    const frame = await screen.findByRole('dialog', { name: 'Edit the remark of alice' });
    expect(within(frame).getByText('The remark staff keep on alice.')).toBeInTheDocument();
    await userEvent.click(within(frame).getByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(frame).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(frame).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while its change runs', async () => {
    const { onClose } = renderFrame(Frame, { busy: true });
    const frame = await screen.findByRole('dialog');
    expect(within(frame).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(frame).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows placeholders while loading, and what failed with a retry', async () => {
    const onRetry = jest.fn();
    renderFrame(Frame, { loading: true, error: 'The roles could not be loaded.', onRetry });
    const frame = await screen.findByRole('dialog');
    expect(within(frame).queryByText('The remark staff keep on alice.')).not.toBeInTheDocument();
    expect(within(frame).getByText('The roles could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(frame).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

it('submits the form its confirm button names', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithUi(
    <DialogFrame open title="Rename" onClose={() => {}} confirm={{ label: 'Rename', form: 'rename-form' }}>
      <form id="rename-form" onSubmit={onSubmit} />
    </DialogFrame>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
