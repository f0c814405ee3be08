import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import { pageTopId } from '../page-top';
import { appearAfterScrollPx, BackToTopButton } from './back-to-top-button';

function scrollTo(offsetPx: number) {
  Object.defineProperty(window, 'pageYOffset', { value: offsetPx, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: offsetPx, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

describe('back-to-top button', () => {
  it('appears after scrolling down and takes the page and the focus back to the top', async () => {
    const user = userEvent.setup();
    const scrollSpy = vi.spyOn(window, 'scrollTo');
    renderInApp(
      <>
        <div id={pageTopId} tabIndex={-1} />
        <BackToTopButton />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    scrollTo(appearAfterScrollPx + 1);
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById(pageTopId)).toHaveFocus();
  });
});
