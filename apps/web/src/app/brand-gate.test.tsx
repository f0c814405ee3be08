import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchInEachTest } from '@/testing/fetch-stub';
import { useBrand } from '@/lib/brand/brand-context';
import { testBrandInput } from '@/testing/brand-fixture';
import { createBrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { AppProvider } from './provider';

const fetchMock = stubFetchInEachTest();

function BrandName() {
  return <h1>{useBrand().name}</h1>;
}

const renderWithBrandRequest = () =>
  render(
    <AppProvider brandLoader={createBrandConfigurationLoader({ retryDelayMs: () => 0 })}>
      <BrandName />
    </AppProvider>,
  );

const brandResponse = () =>
  new Response(JSON.stringify(testBrandInput), { status: 200, headers: { 'content-type': 'application/json' } });

describe('brand gate', () => {
  it('shows a labelled progress indicator while the configuration loads, then the branded app', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithBrandRequest();
    expect(screen.getByRole('progressbar', { name: 'Loading the application…' })).toBeInTheDocument();
    answer(brandResponse());
    expect(await screen.findByRole('heading', { name: 'Test Freight' })).toBeInTheDocument();
    // Title and favicon follow the deferred brand value: they may land a render after the heading.
    await waitFor(() => expect(document.title).toBe('Test Freight'));
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/brand/favicon.svg');
  });

  it('shows a full-page error after the retries, and Try again loads the app', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    renderWithBrandRequest();
    expect(await screen.findByRole('heading', { name: 'The application could not start' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockImplementation(() => Promise.resolve(brandResponse()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Test Freight' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
