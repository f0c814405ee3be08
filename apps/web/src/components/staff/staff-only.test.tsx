import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { brandWith, testBrand } from '@/testing/brand-fixture';
import { renderInApp } from '@/testing/render-app';
import { StaffOnly } from './staff-only';

function signInStaff(staffRole: 'admin' | 'support'): void {
  document.cookie = `auth_token=${unsignedJwt({
    ...usCustomerClaims,
    email: 'sam@forwarder.example',
    is_internal_user: true,
    staff_role: staffRole,
  })}; path=/`;
}

const page = (
  <StaffOnly permission="rateManagement" featureFlag="rateManagement">
    <p>Rate sheets</p>
  </StaffOnly>
);

beforeEach(() => mockViewport('desktop'));
afterEach(() => {
  document.cookie = 'auth_token=; path=/; max-age=0';
});

describe('StaffOnly', () => {
  it('shows the page to staff whose role may open it on a brand that turned it on', async () => {
    signInStaff('admin');
    renderInApp(page, { brand: brandWith({ featureFlags: { ...testBrand.featureFlags, rateManagement: true } }) });
    expect(await screen.findByText('Rate sheets')).toBeVisible();
  });

  it('says the part is off for the brand instead of showing a page whose calls would all be refused', async () => {
    signInStaff('admin');
    renderInApp(page, { brand: brandWith({ featureFlags: { ...testBrand.featureFlags, rateManagement: false } }) });
    expect(await screen.findByRole('heading', { name: 'Not turned on for this brand' })).toBeVisible();
    expect(screen.queryByText('Rate sheets')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('tells staff whose role lacks the permission that the part is not for their account', async () => {
    signInStaff('support');
    renderInApp(page, { brand: brandWith({ featureFlags: { ...testBrand.featureFlags, rateManagement: true } }) });
    expect(await screen.findByRole('heading', { name: 'Not available to your account' })).toBeVisible();
    expect(screen.queryByText('Rate sheets')).not.toBeInTheDocument();
  });
});
