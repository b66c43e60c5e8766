import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'informed';
import { combine, isEmail, isRequired } from '../../../validation';
import { CheckboxField } from '../CheckboxField';
import { RadioGroupField } from '../RadioGroupField';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  render(
    <Form onSubmit={({ values }) => onSubmit(values)} noValidate initialValues={{ same: true }}>
      <TextField name="email" label="Email" type="email" help="Your order confirmation goes here." validate={combine(isRequired, isEmail)} />
      <SelectField name="region_code" label="Province" placeholder="Choose a province" options={[{ value: 'JK', label: 'DKI Jakarta' }]} validate={isRequired} />
      <RadioGroupField name="method" legend="Shipping methods" options={[{ value: 'jne|reg', label: 'JNE', detail: 'Free' }]} validate={isRequired} />
      <CheckboxField name="same" label="Same as shipping" />
      <button type="submit">Go</button>
    </Form>,
  );
}

describe('form fields', () => {
  it("replace a field's help text with its error, announced and tied to the control (spec §5)", async () => {
    const submitted = jest.fn();
    renderForm(submitted);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Your order confirmation goes here.');

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(email).toHaveAccessibleDescription('Invalid email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your order confirmation goes here.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('group', { name: 'Shipping methods' })).toHaveAccessibleDescription('Is required.');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('submit the typed text (whatever the input type), the chosen option and radio, and the checkbox', async () => {
    const submitted = jest.fn();
    renderForm(submitted);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'dewi@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'DKI Jakarta');
    await userEvent.click(screen.getByRole('radio', { name: /JNE/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as shipping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(submitted).toHaveBeenCalledWith({ email: 'dewi@example.com', region_code: 'JK', method: 'jne|reg', same: false });
  });
});
