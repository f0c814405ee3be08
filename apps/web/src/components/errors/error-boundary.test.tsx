import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { RenderErrorFallback } from './render-error-fallback';

function Broken(): never {
  throw new Error('render failed');
}

describe('render error fallback', () => {
  it("replaces a crashed page with 'An error has occurred' and a reload button", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<RenderErrorFallback reload={reload} />} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.anything());
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={<RenderErrorFallback />}>
        <p>page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
