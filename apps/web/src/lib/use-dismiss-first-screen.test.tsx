import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenId } from './first-screen';
import { useDismissFirstScreen } from './use-dismiss-first-screen';

function Page({ shown }: { shown: boolean }) {
  useDismissFirstScreen(shown);
  return <h1>{shown ? 'Rates' : 'Reading the quote…'}</h1>;
}

afterEach(() => document.getElementById(firstScreenId)?.remove());

describe("the server's first screen (ADR 093)", () => {
  it('stays while the page is not shown, and is gone in the commit that shows it', () => {
    document.body.prepend(Object.assign(document.createElement('div'), { id: firstScreenId }));
    const { rerender } = render(<Page shown={false} />);
    expect(document.getElementById(firstScreenId)).not.toBeNull();
    rerender(<Page shown />);
    expect(document.getElementById(firstScreenId)).toBeNull();
  });
});
