import { describe, it, expect } from 'vitest';
import type { Store } from '../stores.js';
import {
  asksPersonalId,
  fullName,
  isValidEmail,
  shouldAutoSubmitDetails,
  validateYourDetails,
  type YourDetailsErrors,
  type YourDetailsForm,
} from './details.js';

const form: YourDetailsForm = {
  firstName: 'Mei',
  lastName: 'Lin',
  email: 'mei.lin@example.com',
  country: 12,
  languageReply: 'en',
};

describe('validateYourDetails', () => {
  it.each<[string, Partial<YourDetailsForm>, number | undefined, YourDetailsErrors, string]>([
    ['complete, not Taiwan', {}, 65, {}, '-'],
    ['no country code known', {}, undefined, {}, '-'],
    ['pid ignored outside Taiwan', { pid: 'A123456789' }, 65, {}, '-'],
    ['first name missing', { firstName: '' }, 65, { firstName: 'enterFirstName' }, '-'],
    ['first name blank', { firstName: '   ' }, 65, { firstName: 'enterFirstName' }, '-'],
    ['last name missing', { lastName: '' }, 65, { lastName: 'enterLastName' }, '-'],
    ['email missing', { email: '' }, 65, { email: 'enterEmail' }, '-'],
    ['email without @', { email: 'mei.example.com' }, 65, { email: 'enterValidEmail' }, '-'],
    ['email without domain dot', { email: 'mei@example' }, 65, { email: 'enterValidEmail' }, '-'],
    ['email with space', { email: 'mei lin@example.com' }, 65, { email: 'enterValidEmail' }, '-'],
    ['email padded with spaces', { email: '  mei@example.com ' }, 65, {}, '-'],
    ['country not chosen', { country: null }, 65, { country: 'selectCountry' }, '-'],
    ['country id 0', { country: 0 }, 65, { country: 'selectCountry' }, '-'],
    ['language missing', { languageReply: '' }, 65, { languageReply: 'selectLanguage' }, '-'],
    [
      'everything missing',
      { firstName: '', lastName: '', email: '', country: null, languageReply: '' },
      65,
      {
        firstName: 'enterFirstName',
        lastName: 'enterLastName',
        email: 'enterEmail',
        country: 'selectCountry',
        languageReply: 'selectLanguage',
      },
      '-',
    ],
    ['Taiwan with pid', { pid: 'A123456789' }, 886, {}, 'A123456789'],
    ['Taiwan pid of exactly 5', { pid: 'A1234' }, 886, {}, 'A1234'],
    ['Taiwan pid trimmed', { pid: '  A1234  ' }, 886, {}, 'A1234'],
    ['Taiwan pid of 4', { pid: 'A123' }, 886, { pid: 'enterPid' }, 'A123'],
    ['Taiwan pid missing', {}, 886, { pid: 'enterPid' }, ''],
    ['Taiwan pid "-"', { pid: '-' }, 886, { pid: 'enterPid' }, '-'],
  ])('%s', (_name, patch, countryPhoneCode, errors, pid) => {
    expect(validateYourDetails({ ...form, ...patch }, { countryPhoneCode })).toEqual({ errors, pid });
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b', false],
    ['a@.b', false],
    ['a@b..c', false],
    ['@b.co', false],
    ['a@@b.co', false],
    [`${'x'.repeat(245)}@example.com`, false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('shouldAutoSubmitDetails', () => {
  const filled = { firstName: 'Mei', lastName: 'Lin', email: 'mei@example.com' };
  it.each<[string, number, Store, Partial<typeof filled & { pid: string }>, boolean]>([
    ['step 1, all filled', 1, 'sg', filled, true],
    ['step 2', 2, 'sg', filled, false],
    ['step 3', 3, 'sg', filled, false],
    ['no first name', 1, 'sg', { ...filled, firstName: '' }, false],
    ['no last name', 1, 'sg', { ...filled, lastName: undefined }, false],
    ['no email', 1, 'sg', { ...filled, email: ' ' }, false],
    ['tw without pid', 1, 'tw', filled, false],
    ['tw with pid', 1, 'tw', { ...filled, pid: 'A123456789' }, true],
    ['jp does not need pid', 1, 'jp', filled, true],
  ])('%s → %s', (_name, step, store, values, expected) => {
    expect(shouldAutoSubmitDetails({ step, store, ...values })).toBe(expected);
  });
});

describe('asksPersonalId', () => {
  it('asks for a personal ID in tw only', () => {
    expect(asksPersonalId('tw')).toBe(true);
    expect(asksPersonalId('jp')).toBe(false);
    expect(asksPersonalId('us')).toBe(false);
  });
});

describe('fullName', () => {
  it.each([
    ['us', 'Ann', 'Lee', 'Ann Lee'],
    ['jp', '太郎', '山田', '山田 太郎'],
    ['tw', '小明', '王', '王 小明'],
    ['de', ' Eva ', '', 'Eva'],
    ['uk', '', '', ''],
  ] as const)('%s: %j %j → %j', (store, first, last, expected) => {
    expect(fullName(store, first, last)).toBe(expected);
  });
});
