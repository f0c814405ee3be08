import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppQueries } from './app-queries';
import { existingAppQueryClient, setAppQueryClient } from './app-query-client';

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => Promise.resolve('Hello') });
  return <p>{data ?? '…'}</p>;
}

afterEach(() => setAppQueryClient(undefined));

describe('AppQueries (ADR 048)', () => {
  it('shows the fallback, loads the one client on first need, then runs the queries inside it', async () => {
    setAppQueryClient(undefined);
    render(
      <>
        <AppQueries fallback={<p>Loading</p>}>
          <Greeting />
        </AppQueries>
        <AppQueries>
          <Greeting />
        </AppQueries>
      </>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    // One client for both parts: the second read the first one's cache entry.
    expect(existingAppQueryClient()?.getQueryData(['greeting'])).toBe('Hello');
  });
});
