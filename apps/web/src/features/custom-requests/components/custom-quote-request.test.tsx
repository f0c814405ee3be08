import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/i18n';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { fillField } from '@/testing/fill-field';
import { renderInApp } from '@/testing/render-app';
import { bodiesSentTo, mockApi } from '@/testing/api-by-path';
import { airQuoteWithoutRates as quote } from '../testing/quote-view';
import { CustomAirQuoteRequest, CustomQuoteRequest } from './custom-quote-request';

const airCall = 'POST /api/v2/custom-requests/air-quote';
const anyModeCall = 'POST /api/v2/custom-requests/quote';
const created = (kind: string) => ({ uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', kind, answerBy: '2030-01-16' });

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('the custom air quote request', () => {
  it('sends the quote’s search and the visitor’s contact, then confirms the answer within 2 working days', async () => {
    const fetchMock = mockApi({ [airCall]: { status: 201, body: { data: created('CUSTOM_AIR_QUOTE') } } });
    const user = userEvent.setup();
    renderInApp(<CustomAirQuoteRequest quote={quote} />);
    expect(screen.getByRole('heading', { name: 'No instant air rate for this search' })).toBeInTheDocument();
    expect(
      screen.getByText('Air freight · \u2068Shanghai, China\u2069 → \u2068Los Angeles, United States\u2069'),
    ).toBeInTheDocument();
    await fillField(user, /^Full name/, 'Li Wei');
    await fillField(user, /^Email/, 'li@example.com');
    await fillField(user, /^Company/, 'Wei Trading');
    await user.click(screen.getByRole('button', { name: 'Request a custom air quote' }));

    expect(await screen.findByRole('heading', { name: 'Your custom air quote request is on its way' })).toHaveFocus();
    expect(
      screen.getByText('We will send you a quote within 2 working days, by Wednesday, January 16, 2030.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, airCall)).toEqual([
      {
        search: JSON.parse(JSON.stringify(quote.search)) as unknown,
        quoteUuid: quote.uuid,
        contact: { name: 'Li Wei', email: 'li@example.com', company: 'Wei Trading' },
        language: 'en',
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the contact in Arabic before sending anything', async () => {
    await applyLanguage('ar');
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderInApp(<CustomAirQuoteRequest quote={quote} />);
    await user.click(screen.getByRole('button', { name: 'اطلب عرض سعر جوي مخصّصًا' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^الاسم الكامل/)).toHaveAccessibleDescription('الاسم الكامل مطلوب'),
    );
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني مطلوب');
    expect(bodiesSentTo(fetchMock, airCall)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s field errors on the contact fields', async () => {
    mockApi({
      [airCall]: {
        status: 422,
        body: { message: 'INVALID_PAYLOAD', errors: { 'contact.phone': ['validation.phoneNumber.invalid'] } },
      },
    });
    const user = userEvent.setup();
    renderInApp(<CustomAirQuoteRequest quote={quote} />);
    await fillField(user, /^Full name/, 'Li Wei');
    await fillField(user, /^Email/, 'li@example.com');
    await fillField(user, /^Phone number/, '+86 21 5555 0100');
    await user.click(screen.getByRole('button', { name: 'Request a custom air quote' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Enter a valid phone number'),
    );
  });
});

describe('the custom quote request (no results found)', () => {
  it('asks a signed-in customer only for comments, answering at the account’s address', async () => {
    document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
    const fetchMock = mockApi({ [anyModeCall]: { status: 201, body: { data: created('CUSTOM_QUOTE') } } });
    const user = userEvent.setup();
    renderInApp(<CustomQuoteRequest quote={quote} />);
    expect(screen.getByRole('heading', { name: 'Request a custom quote' })).toBeInTheDocument();
    expect(await screen.findByText('We will answer at ana@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    await fillField(user, /^Comments/, 'Two pallets, stackable.');
    await user.click(screen.getByRole('button', { name: 'Request a custom quote' }));
    expect(await screen.findByRole('heading', { name: 'Your custom quote request is on its way' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, anyModeCall)).toEqual([
      {
        search: JSON.parse(JSON.stringify(quote.search)) as unknown,
        quoteUuid: quote.uuid,
        comments: 'Two pallets, stackable.',
        language: 'en',
      },
    ]);
  });

  it('shows the catalogue’s message when a visitor has sent too many requests', async () => {
    mockApi({ [anyModeCall]: { status: 429, body: { message: 'TOO_MANY_ATTEMPTS' } } });
    const user = userEvent.setup();
    renderInApp(<CustomQuoteRequest quote={quote} />);
    await fillField(user, /^Full name/, 'Li Wei');
    await fillField(user, /^Email/, 'li@example.com');
    await user.click(screen.getByRole('button', { name: 'Request a custom quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
