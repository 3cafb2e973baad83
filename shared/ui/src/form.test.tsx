import { ApiError } from '@console/client';
import { isIpOrCidr } from '@console/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { FormDialog, NumberField, SelectField, SwitchField, TextField } from './form';
import { renderWithUi, useEnglishTexts } from './testing';

const schema = z.object({
  ip: z.string().trim().refine(isIpOrCidr, 'must be an IP address or a CIDR range'),
  remark: z.string().trim().min(1, 'remark is required').max(10),
  limit: z.coerce.number().int().min(1).max(100),
  kind: z.coerce.number().int().min(1),
  active: z.number().int().min(0).max(1),
});

function renderForm(onSubmit: (values: z.output<typeof schema>) => Promise<unknown> | unknown, onClose = jest.fn()) {
  renderWithUi(
    <FormDialog
      open
      onClose={onClose}
      title="Add entry"
      schema={schema}
      defaultValues={{ ip: '', remark: '', limit: '', kind: '', active: 0 }}
      fieldMessages={{ ip: 'Enter an IP address such as 203.0.113.7 or a range such as 10.0.0.0/8.' }}
      onSubmit={onSubmit}
    >
      <TextField name="ip" label="IP" required />
      <TextField name="remark" label="Remark" required />
      <NumberField name="limit" label="Limit" integer />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          { value: 1, label: 'Sign-in' },
          { value: 2, label: 'All' },
        ]}
      />
      <SwitchField name="active" label="Active" numeric />
    </FormDialog>,
  );
  return { onClose };
}

beforeAll(useEnglishTexts);

describe('FormDialog', () => {
  it('shows each field’s error in the screen’s words and does not submit', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.type(await screen.findByLabelText(/IP/), '10.0.0.0/33');
    await userEvent.type(screen.getByLabelText(/Remark/), 'far too long a remark');
    await userEvent.type(screen.getByLabelText('Limit'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an IP address such as 203.0.113.7 or a range such as 10.0.0.0/8.')).toBeInTheDocument();
    expect(screen.getByText('Enter at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a value of at most 100.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values and closes', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { onClose } = renderForm(onSubmit);
    await userEvent.type(await screen.findByLabelText(/IP/), ' 10.0.0.0/8 ');
    await userEvent.type(screen.getByLabelText(/Remark/), 'Office');
    await userEvent.type(screen.getByLabelText('Limit'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'All');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ip: '10.0.0.0/8', remark: 'Office', limit: 5, kind: 2, active: 1 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open and marks the field the server refused', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(
        new ApiError({ code: 0, msg: 'remark: already used', status: 400, fields: [{ path: 'remark', message: 'already used' }] }),
      );
    const { onClose } = renderForm(onSubmit);
    await userEvent.type(await screen.findByLabelText(/IP/), '203.0.113.7');
    await userEvent.type(screen.getByLabelText(/Remark/), 'Office');
    await userEvent.type(screen.getByLabelText('Limit'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('already used')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('SelectField', () => {
  function LateOptions() {
    const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
    useEffect(() => {
      const timer = setTimeout(
        () =>
          setOptions([
            { value: 1, label: 'Super administrator' },
            { value: 2, label: 'Auditor' },
          ]),
        20,
      );
      return () => clearTimeout(timer);
    }, []);
    return (
      <FormDialog
        open
        onClose={jest.fn()}
        title="Edit"
        schema={z.object({ roleId: z.coerce.number().int().min(1) })}
        defaultValues={{ roleId: '2' }}
        onSubmit={jest.fn()}
      >
        <SelectField name="roleId" label="Role" options={options} />
      </FormDialog>
    );
  }

  it('shows the form’s value once options that arrive late include it', async () => {
    renderWithUi(<LateOptions />);
    const select = await screen.findByLabelText('Role');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await waitFor(() => expect(select).toHaveValue('2'));
    expect(screen.getByRole('option', { name: 'Auditor', selected: true })).toBeInTheDocument();
  });
});
