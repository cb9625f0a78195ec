import { describe, expect, it } from 'vitest';
import {
  byTypedNumber,
  normaliseEmail,
  normaliseSerial,
  numberCandidates,
  sameEmail,
  sameNumber,
} from './identifiers.js';

describe('normaliseEmail and sameEmail', () => {
  it.each([
    [' Alex.US@Example.com ', 'alex.us@example.com'],
    ['a@b.c', 'a@b.c'],
    ['   ', ''],
  ])('%j → %j', (typed, expected) => {
    expect(normaliseEmail(typed)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['a@b.c', ' A@B.C ', true],
    ['a@b.c', 'b@b.c', false],
    ['', '', false],
    [' ', '', false],
  ])('%j and %j → %s', (a, b, same) => {
    expect(sameEmail(a, b)).toBe(same);
  });
});

describe('normaliseSerial', () => {
  it.each([
    [' ph6us0007 ', 'PH6US0007'],
    ['PH6US0007', 'PH6US0007'],
    ['', ''],
  ])('%j → %j', (typed, expected) => {
    expect(normaliseSerial(typed)).toBe(expected);
  });
});

describe('numberCandidates and sameNumber', () => {
  it.each<[string, string[]]>([
    [' us1000111 ', ['us1000111', 'US1000111']],
    ['US1000111', ['US1000111']],
    ['  ', []],
  ])('%j → %j', (typed, expected) => {
    expect(numberCandidates(typed)).toEqual(expected);
  });

  it.each<[string, string, boolean]>([
    ['us1000111', 'US1000111', true],
    ['US1000111', 'US1000112', false],
    ['', '', false],
  ])('%j and %j → %s', (a, b, same) => {
    expect(sameNumber(a, b)).toBe(same);
  });
});

describe('byTypedNumber', () => {
  const orders = ['US1000101', 'us1000102', 'US1000102', 'rma-7'].map((orderNumber) => ({ orderNumber }));
  it.each([
    ['US1000101', 'US1000101'],
    [' us1000101 ', 'US1000101'],
    // Numbered as typed first, then in capitals.
    ['us1000102', 'us1000102'],
    ['Us1000102', 'US1000102'],
    ['rma-7', 'rma-7'],
    ['RMA-7', undefined],
    ['US9999999', undefined],
    ['', undefined],
  ])('%j names %j', (typed, expected) => {
    expect(byTypedNumber(typed, orders, (o) => o.orderNumber)?.orderNumber).toBe(expected);
  });
});
