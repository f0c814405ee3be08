import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { localToday } from '@/lib/local-today';
import { callsTo, mockApi, testToken, type MockAnswer } from '../testing/auth-fixtures';
import { signUpAsBusiness } from '../testing/sign-up-steps';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./sign-up-view');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const registerPath = '/api/v2/customers/register';
const answerRegister = (...answers: MockAnswer[]) => mockApi({ [registerPath]: answers });

describe('sign-up screen', () => {
  it('sends the standard payload and shows the code step with the address on a 202', async () => {
    const fetchMock = answerRegister({ status: 202, body: { message: 'ACCEPTED' } });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up?utm_source=newsletter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/sign-in');
    await signUpAsBusiness(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a verification code to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByText("Can't find it? Check your spam folder.")).toBeInTheDocument();
    expect(callsTo(fetchMock, registerPath)[0]?.body).toMatchObject({
      contactName: 'Ana',
      commercialName: 'Ana Imports',
      email: 'ana@example.com',
      type: 'CUSTOMER',
      isCompany: true,
      backendBranch: 'US',
      languageCode: 'en',
      survey: { estimatedVolumeOfShipments: 'readyNow', shipmentIntentDate: 'readyNow' },
      extraInfo: { precommodity: 'regularCargo', potential: '2to5year', leadSource: 'web', utm_source: 'newsletter' },
    });
  });

  it('enables verify only once the code reaches the brand minimum, and goes back to the filled form', async () => {
    answerRegister({ status: 202, body: { message: 'ACCEPTED' } });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user);
    const codeInput = await screen.findByLabelText(/^Verification code/);
    const verify = screen.getByRole('button', { name: 'Verify and proceed' });
    await user.type(codeInput, '123');
    expect(verify).toBeDisabled();
    await user.type(codeInput, '4');
    expect(verify).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back to registration' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ana');
  });

  it('creates the session of a new user with the code', async () => {
    const fetchMock = mockApi({
      [registerPath]: [{ status: 202, body: { message: 'ACCEPTED' } }],
      '/api/v2/customers/validate-email': [
        { status: 422, body: { message: 'INVALID_CODE' } },
        { status: 200, body: { data: { jwt: testToken() } } },
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user);
    const codeInput = await screen.findByLabelText(/^Verification code/);
    await user.type(codeInput, '0000');
    await user.click(screen.getByRole('button', { name: 'Verify and proceed' }));
    await waitFor(() => expect(codeInput).toHaveAccessibleDescription('Invalid code'));
    await user.clear(codeInput);
    await user.type(codeInput, '4321');
    await user.click(screen.getByRole('button', { name: 'Verify and proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('isNewUser')).toBe('true');
    expect(callsTo(fetchMock, '/api/v2/customers/validate-email')[1]?.body).toEqual({
      email: 'ana@example.com',
      code: '4321',
    });
  });

  it('logs a new user in at once when the server answers a token', async () => {
    answerRegister({ status: 200, body: { data: { jwt: testToken() } } });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('isNewUser')).toBe('true');
  });

  it.each([
    ['EMAIL_ALREADY_EXIST', /^Email/, 'An account with this email already exists'],
    ['PHONE_ALREADY_EXIST', /^Phone number/, 'An account with this phone number already exists'],
  ])('shows a 409 %s on its field', async (message, label, text) => {
    answerRegister({ status: 409, body: { message } });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));
  });

  it('shows 422 field errors on their fields', async () => {
    answerRegister({
      status: 422,
      body: {
        message: 'INVALID_PAYLOAD',
        errors: { email: ['validation.email.invalid'], phoneNumber: ['SOMETHING_ELSE'] },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address'),
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Enter a valid phone number');
  });

  it('checks the answers before calling the server, terms included', async () => {
    const fetchMock = answerRegister({ status: 500 });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Tell us who you are')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms and conditions and the privacy policy to continue')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(callsTo(fetchMock, registerPath)).toHaveLength(0);
  });

  it('hides the company name for students and shows the network for agents', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/sign-up', brand: brandWith({ allowedUserProfile: ['business', 'agent', 'student'] }) });
    const profile = await screen.findByLabelText(/^I am a/);
    expect(screen.getByLabelText(/^Company name/)).toBeInTheDocument();
    await user.selectOptions(profile, 'student');
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(screen.getByText('Ship your belongings abroad with student-friendly prices.')).toBeInTheDocument();
    await user.selectOptions(profile, 'agent');
    expect(screen.getByLabelText(/^Network/)).toBeInTheDocument();
  });

  it('takes the commodity and the cargo-ready date the journey already gave', async () => {
    const today = localToday();
    renderApp({ url: `/sign-up?commodity=householdGoods&cargoReadyDate=${today}&customerProfile=agent` });
    expect(await screen.findByLabelText(/^What do you ship/)).toHaveValue('householdGoods');
    expect(screen.getByLabelText(/^When is your next shipment ready/)).toHaveValue('readyNow');
    expect(screen.queryByLabelText(/^I am a/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Network/)).toBeInTheDocument();
  });

  it('refuses a commodity the profile cannot ship', async () => {
    const user = userEvent.setup();
    answerRegister({ status: 500 });
    renderApp({ url: '/sign-up' });
    await user.selectOptions(await screen.findByLabelText(/^I am a/), 'business');
    await user.selectOptions(screen.getByLabelText(/^What do you ship/), 'usedItems');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^What do you ship/)).toHaveAccessibleDescription('This commodity is not accepted'),
    );
  });
});

describe('custom short sign-up form', () => {
  it('asks contact, city and country instead of the profile questions, and sends no profile fields', async () => {
    const fetchMock = answerRegister({ status: 202, body: { message: 'ACCEPTED' } });
    const user = userEvent.setup();
    const brand = brandWith({ featureFlags: { ...testBrandInput.featureFlags, customSignupForm: true } });
    renderApp({ url: '/sign-up', brand });
    await screen.findByLabelText(/^Last name/);
    expect(screen.queryByLabelText(/^I am a/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    await fillField(user, /^First name/, 'Ana');
    await fillField(user, /^Last name/, 'Ruiz');
    await fillField(user, /^Email/, 'ana@example.com');
    await fillField(user, /^Phone number/, '+1 305 555 0100');
    await fillField(user, /^Password/, 'Secret123');
    await fillField(user, /^City/, 'Miami');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(callsTo(fetchMock, registerPath)[0]?.body).toEqual({
      contactName: 'Ana',
      contactSurname: 'Ruiz',
      password: 'Secret123',
      email: 'ana@example.com',
      phoneNumber: '+1 305 555 0100',
      city: 'Miami',
      countryIsoCode: 'US',
    });
  });
});
