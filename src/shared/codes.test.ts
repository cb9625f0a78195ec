import { describe, expect, it } from 'vitest';
import {
  NatureOfEnquiry,
  ProductAction,
  RequestService,
  ServiceRequired,
  natureOfEnquiry,
  productAction,
  requestService,
  serviceRequired,
  type NatureOfEnquiry as TNatureOfEnquiry,
  type ProductAction as TProductAction,
  type RequestService as TRequestService,
} from './codes.js';

describe('codes of one vocabulary are not codes of another', () => {
  it('refuses, at compile time, a nature of enquiry where a product action or a service is expected', () => {
    // @ts-expect-error a nature of enquiry is not a product action, although both are 2
    const action: TProductAction = NatureOfEnquiry.Replace;
    // @ts-expect-error a product action is not a nature of enquiry
    const nature: TNatureOfEnquiry = ProductAction.Replacement;
    // @ts-expect-error a service required is not a service of the request step
    const service: TRequestService = ServiceRequired.Refund;
    // @ts-expect-error a bare number is not a code: it goes through its vocabulary's parse function
    const bare: TProductAction = 2;
    expect([action, nature, service, bare]).toEqual([2, 2, 1, 2]);
  });
});

describe('parse functions', () => {
  it.each<[unknown, number | undefined]>([
    [1, 1],
    [2, 2],
    [4, 4],
    [5, 5],
    [0, undefined],
    [3, undefined],
    ['2', undefined],
    [null, undefined],
  ])('natureOfEnquiry(%j) → %j', (value, expected) => {
    expect(natureOfEnquiry(value)).toBe(expected);
  });

  it.each<[unknown, number | undefined]>([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, undefined],
    [4, 4],
    [5, 5],
  ])('productAction(%j) → %j', (value, expected) => {
    expect(productAction(value)).toBe(expected);
  });

  it('serviceRequired and requestService', () => {
    expect(serviceRequired(1)).toBe(ServiceRequired.Refund);
    expect(serviceRequired(3)).toBeUndefined();
    expect(requestService(3)).toBe(RequestService.ContactUs);
    expect(requestService(4)).toBeUndefined();
  });
});
