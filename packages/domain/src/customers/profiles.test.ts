import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedUserProfileKeys, customerProfiles, customerTypes } from './customer-type';
import {
  allowedUserProfileKeyFor,
  customerProfilesAllowedBy,
  customerTypeByAllowedUserProfile,
  customerTypeForProfile,
  profileForCustomerType,
  signUpAnswersForAllowedUserProfile,
  signUpCustomerTypeFor,
  signUpCustomerTypes,
  signUpCustomerTypesAllowedBy,
  signUpProfileQuestions,
} from './profiles';

describe('customerTypeForProfile (docs/product/accounts.md#profile-mapping)', () => {
  it.each([
    ['business', undefined, 'STANDARD'],
    ['business', 'company', 'STANDARD'],
    ['agent', undefined, 'PARTNER'],
    ['student', undefined, 'STUDENT'],
    ['mover', 'company', 'MOVING'],
    ['mover', 'individual', 'B2C'],
    ['mover', undefined, undefined],
  ] as const)('%s (%s) → %s', (profile, moverType, customerType) => {
    expect(customerTypeForProfile(profile, moverType)).toBe(customerType);
  });
});

// docs/product/accounts.md#profile-mapping, docs/product/quoting.md#profile-and-category-rules
describe('profileForCustomerType', () => {
  it.each([
    ['B2C', 'mover'],
    ['MOVING', 'mover'],
    ['STANDARD', 'business'],
    ['TOP', 'business'],
    ['PARTNER', 'agent'],
    ['STUDENT', 'student'],
  ] as const)('%s → %s', (customerType, profile) => {
    expect(profileForCustomerType(customerType)).toBe(profile);
  });

  it('round-trips every backend type except TOP through profile and mover answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...customerTypes.filter((type) => type !== 'TOP')), (customerType) => {
        const profile = profileForCustomerType(customerType);
        expect(customerTypeForProfile(profile, signUpCustomerTypeFor(customerType))).toBe(customerType);
      }),
    );
  });

  it('round-trips every profile (with a mover answer) through the backend type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...customerProfiles),
        fc.constantFrom(...signUpCustomerTypes),
        (profile, moverType) => {
          const customerType = customerTypeForProfile(profile, moverType);
          expect(customerType).toBeDefined();
          expect(profileForCustomerType(customerType!)).toBe(profile);
        },
      ),
    );
  });

  it('maps TOP to business, which maps back to STANDARD (TOP is not chosen at sign-up)', () => {
    expect(customerTypeForProfile(profileForCustomerType('TOP'))).toBe('STANDARD');
  });
});

describe('brand-allowed profile mapping (docs/product/accounts.md#profile-mapping)', () => {
  it.each([
    ['individual', 'B2C'],
    ['relocationCompany', 'MOVING'],
    ['business', 'STANDARD'],
    ['agent', 'PARTNER'],
    ['student', 'STUDENT'],
  ] as const)('%s stands for %s', (key, customerType) => {
    expect(customerTypeByAllowedUserProfile[key]).toBe(customerType);
    expect(allowedUserProfileKeyFor(customerType)).toBe(key);
  });

  it('counts TOP customers as business', () => {
    expect(allowedUserProfileKeyFor('TOP')).toBe('business');
  });

  it.each([
    ['individual', { customerProfile: 'mover', customerType: 'individual' }],
    ['relocationCompany', { customerProfile: 'mover', customerType: 'company' }],
    ['business', { customerProfile: 'business' }],
    ['agent', { customerProfile: 'agent' }],
    ['student', { customerProfile: 'student' }],
  ] as const)('the allowed key %s is answered at sign-up as %o', (key, answers) => {
    expect(signUpAnswersForAllowedUserProfile(key)).toEqual(answers);
  });

  it('every allowed key lands on its own backend type through the sign-up answers', () => {
    for (const key of allowedUserProfileKeys) {
      const answers = signUpAnswersForAllowedUserProfile(key);
      expect(customerTypeForProfile(answers.customerProfile, answers.customerType)).toBe(
        customerTypeByAllowedUserProfile[key],
      );
    }
  });

  it.each([
    [['individual', 'relocationCompany'], ['mover'], ['individual', 'company']],
    [['student', 'business'], ['business', 'student'], []],
    [['agent', 'individual', 'business'], ['business', 'agent', 'mover'], ['individual']],
    [['relocationCompany'], ['mover'], ['company']],
  ] as const)('allowed %j offers profiles %j and mover answers %j', (allowed, profiles, moverTypes) => {
    expect(customerProfilesAllowedBy(allowed)).toEqual(profiles);
    expect(signUpCustomerTypesAllowedBy(allowed)).toEqual(moverTypes);
  });
});

describe('signUpProfileQuestions (docs/product/accounts.md#sign-up-forms)', () => {
  const allProfiles = [...allowedUserProfileKeys];

  it('asks the profile when several are allowed and none is preset', () => {
    const questions = signUpProfileQuestions({ allowedUserProfile: allProfiles });
    expect(questions.isCustomerProfileAsked).toBe(true);
    expect(questions.customerProfileOptions).toEqual(['business', 'agent', 'mover', 'student']);
    expect(questions.customerProfile).toBeUndefined();
  });

  it('does not ask the profile when one is preset', () => {
    const questions = signUpProfileQuestions({ allowedUserProfile: allProfiles, presetCustomerProfile: 'agent' });
    expect(questions.isCustomerProfileAsked).toBe(false);
    expect(questions.customerProfile).toBe('agent');
  });

  it('selects the single allowed profile automatically', () => {
    const questions = signUpProfileQuestions({ allowedUserProfile: ['business'] });
    expect(questions.isCustomerProfileAsked).toBe(false);
    expect(questions.customerProfile).toBe('business');
  });

  it('counts individual and relocationCompany as one profile (mover): not asked', () => {
    const questions = signUpProfileQuestions({ allowedUserProfile: ['individual', 'relocationCompany'] });
    expect(questions.isCustomerProfileAsked).toBe(false);
    expect(questions.customerProfile).toBe('mover');
    expect(questions.isCustomerTypeAsked).toBe(true);
    expect(questions.customerTypeOptions).toEqual(['individual', 'company']);
  });

  it('ignores a preset profile the brand does not allow', () => {
    const questions = signUpProfileQuestions({
      allowedUserProfile: ['business', 'agent'],
      presetCustomerProfile: 'student',
    });
    expect(questions.isCustomerProfileAsked).toBe(true);
    expect(questions.customerProfile).toBeUndefined();
  });

  it('uses the chosen profile while the question is asked', () => {
    const questions = signUpProfileQuestions({ allowedUserProfile: allProfiles, chosenCustomerProfile: 'mover' });
    expect(questions.customerProfile).toBe('mover');
    expect(questions.isCustomerTypeAsked).toBe(true);
  });

  it.each([
    // allowed, profile, asked?, implied mover answer
    [['individual', 'relocationCompany', 'business'], 'mover', true, undefined],
    [['individual', 'business'], 'mover', false, 'individual'],
    [['relocationCompany', 'business'], 'mover', false, 'company'],
    [['individual', 'relocationCompany', 'business'], 'business', false, undefined],
    [['individual', 'relocationCompany', 'agent'], 'agent', false, undefined],
  ] as const)('allowed %j with %s: customer type asked %s, implied %s', (allowed, profile, isAsked, implied) => {
    const questions = signUpProfileQuestions({ allowedUserProfile: allowed, presetCustomerProfile: profile });
    expect(questions.isCustomerTypeAsked).toBe(isAsked);
    expect(questions.customerType).toBe(implied);
  });

  it('does not ask the mover answer when it is preset', () => {
    const questions = signUpProfileQuestions({
      allowedUserProfile: ['individual', 'relocationCompany'],
      presetCustomerType: 'company',
    });
    expect(questions.isCustomerTypeAsked).toBe(false);
    expect(questions.customerType).toBe('company');
  });
});
