import { cityFieldSchema, countryIsoCodeFieldSchema } from '@freightdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { axeViolations } from '@/testing/axe';
import { renderInApp } from '@/testing/render-app';
import { AddressFields } from './address-fields';
import { DateField } from './date-field';
import { EmailField } from './email-field';
import { NumberField } from './number-field';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';

const schema = z.object({
  email: z.string().min(1, 'validation.email.required'),
  password: z.string().min(8, 'validation.password.minLength'),
  phoneNumber: z.string(),
  weight: z.string().max(3, 'validation.maxLength'),
  readyOn: z.string().min(1, 'validation.required'),
  address: z.object({
    street: z.string().min(1, 'validation.required'),
    postalCode: z.string(),
    city: cityFieldSchema(),
    country: countryIsoCodeFieldSchema,
  }),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  email: '',
  password: '',
  phoneNumber: '',
  weight: '',
  readyOn: '',
  address: { street: '', postalCode: '', city: '', country: '' },
};

/** A form of every shared field; the server answers `serverError` to a valid submission. */
function TestForm({ onSend, serverError }: { onSend: (values: unknown) => void; serverError?: ApiError }) {
  const form = useZodForm<Values, z.output<typeof schema>>({ schema, defaultValues: empty });
  const [country, setCountry] = useState('ES');
  const send = (values: z.output<typeof schema>) => {
    onSend(values);
    if (serverError) setServerFieldErrors(form.setError, serverError, { fields: ['email', 'address.city'] });
  };
  return (
    // In a landmark, as every page's forms are.
    <main>
      <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <EmailField control={form.control} name="email" id="t-email" label="Email" required />
        <PasswordField
          control={form.control}
          name="password"
          id="t-password"
          label="Password"
          autoComplete="new-password"
        />
        <PhoneField
          control={form.control}
          name="phoneNumber"
          id="t-phone"
          label="Phone number"
          country={country}
          onCountryChange={setCountry}
          countryId="t-phone-country"
          countryLabel="Phone country code"
          countryPlaceholder="Choose…"
        />
        <NumberField control={form.control} name="weight" id="t-weight" label="Weight" unit="kg" min={0} />
        <DateField control={form.control} name="readyOn" id="t-ready-on" label="Ready on" />
        <AddressFields
          control={form.control}
          name="address"
          id="t-address"
          labels={{ street: 'Street', postalCode: 'Postal code', city: 'City', country: 'Country' }}
          countryPlaceholder="Choose…"
        />
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

describe('shared form fields', () => {
  it('show the domain messages in the user language, with label and limit, linked to their inputs', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderInApp(<TestForm onSend={onSend} />);
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Weight'), '1234');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must have at least 8 characters');
    expect(screen.getByLabelText('Weight')).toHaveAccessibleDescription('Weight can have at most 3 characters');
    expect(screen.getByLabelText('Ready on')).toHaveAccessibleDescription('Ready on is required');
    expect(screen.getByLabelText(/^Street/)).toHaveAccessibleDescription('Street is required');
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Country is required');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/\+34/);
    expect(screen.getByText('kg')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    // Axe over a form of every field takes a while on a busy machine.
  }, 30_000);

  it('put the server 422 errors on their fields, nested ones included', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    const serverError = new ApiError({
      code: 'INVALID_PAYLOAD',
      status: 422,
      fieldErrors: { email: ['validation.email.alreadyExist'], 'address.city': ['validation.city.required'] },
    });
    renderInApp(<TestForm onSend={onSend} serverError={serverError} />);
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Container2026');
    await user.type(screen.getByLabelText('Ready on'), '2030-01-02');
    await user.type(screen.getByLabelText(/^Street/), 'Calle Mayor 1');
    await user.type(screen.getByLabelText(/^City/), 'Madrid');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'ES');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists'),
    );
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City is required');
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ country: 'ES' }) }),
    );
  });
});
