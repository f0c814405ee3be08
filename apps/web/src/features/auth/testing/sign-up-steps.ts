import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fillField } from '@/testing/fill-field';

/** Fills the standard sign-up form as a business customer and sends it. */
export async function signUpAsBusiness(user: UserEvent, phoneNumber = '+1 305 555 0100'): Promise<void> {
  await user.selectOptions(await screen.findByLabelText(/^I am a/), 'business');
  await fillField(user, /^First name/, 'Ana');
  await fillField(user, /^Company name/, 'Ana Imports');
  await fillField(user, /^Email/, 'ana@example.com');
  await fillField(user, /^Phone number/, phoneNumber);
  await fillField(user, /^Password/, 'Secret123');
  await user.selectOptions(screen.getByLabelText(/^When is your next shipment ready/), 'readyNow');
  await user.selectOptions(screen.getByLabelText(/^How many shipments/), '2to5year');
  await user.selectOptions(screen.getByLabelText(/^What do you ship/), 'regularCargo');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}
