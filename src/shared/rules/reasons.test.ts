import { describe, it, expect } from 'vitest';
import { RequestService, ServiceRequired } from '../codes.js';
import type { Store } from '../stores.js';
import {
  REASONS,
  asksReasons,
  cosmeticForced,
  defectiveReasonShown,
  faultCategories,
  presetReason,
  reasonsFor,
  validateRequestItem,
  validateRequestSubmit,
  visibleFaults,
  type FaultItem,
  type RequestItem,
  type RequestItemContext,
  type RequestItemErrors,
  type RequestProduct,
} from './reasons.js';

const fault = (faultCode: string, faultCategory: string, extra: Partial<FaultItem> = {}): FaultItem => ({
  faultCode,
  faultCategory,
  display: true,
  needPOP: false,
  ...extra,
});

const FAULTS: FaultItem[] = [
  fault('PWR01', 'Power'),
  fault('PWR02', 'Power', { needPOP: true }),
  fault('AUD01', 'Audio'),
  fault('NFF01', 'No fault'),
  fault('NFF02', 'No fault'),
  fault('NFF03', 'No fault'),
  fault('NFF05', 'No fault'),
  fault('NFF06', 'No fault'),
  fault('OTH01', 'Other'),
  fault('HID01', 'Hidden', { display: false }),
];
const ALL_VISIBLE = ['PWR01', 'PWR02', 'AUD01', 'NFF01', 'NFF02', 'NFF03', 'NFF05', 'NFF06', 'OTH01'];
const WITHOUT_NFF = ['PWR01', 'PWR02', 'AUD01', 'NFF03', 'OTH01'];

describe('asksReasons', () => {
  it.each([
    [RequestService.Refund, true],
    [RequestService.Repair, true],
    [RequestService.ContactUs, false],
    [null, false],
    [4, false],
  ])('%s → %s', (service, expected) => {
    expect(asksReasons(service)).toBe(expected);
  });
});

describe('visibleFaults', () => {
  it.each<[Store, number, string[]]>([
    ['sg', 1000, WITHOUT_NFF],
    ['my', 1000, WITHOUT_NFF],
    ['sg', 24228, ALL_VISIBLE],
    ['my', 24228, ALL_VISIBLE],
    ['hk', 1000, ALL_VISIBLE],
    ['au', 1000, ALL_VISIBLE],
    ['jp', 1000, ALL_VISIBLE],
  ])('%s, master %i', (store, masterId, codes) => {
    expect(visibleFaults(FAULTS, { store, masterId }).map((f) => f.faultCode)).toEqual(codes);
  });

  it('lists categories of visible faults once each, in order', () => {
    expect(faultCategories(FAULTS, { store: 'us', masterId: 1 })).toEqual(['Power', 'Audio', 'No fault', 'Other']);
  });
});

describe('defectiveReasonShown', () => {
  it.each<[Store, number, boolean]>([
    ['hk', 1000, false],
    ['sg', 1000, false],
    ['my', 1000, false],
    ['hk', 24228, true],
    ['sg', 24228, true],
    ['my', 24228, true],
    ['au', 1000, true],
    ['us', 1000, true],
    ['jp', 1000, true],
  ])('%s, master %i → %s', (store, masterId, shown) => {
    expect(defectiveReasonShown(store, masterId)).toBe(shown);
  });
});

describe('reasonsFor / presetReason', () => {
  const all = ['DEFECTIVE', 'CHANGE_OF_MIND', 'WRONG_ITEM', 'DAMAGED_IN_TRANSIT', 'NOT_AS_DESCRIBED'];
  it.each<[Store, number, number, string[], string | null]>([
    ['us', 1000, 1, all, null],
    ['sg', 1000, 1, all.slice(1), null],
    ['hk', 1000, 1, all.slice(1), null],
    ['my', 24228, 1, all, null],
    ['us', 1000, 2, ['DEFECTIVE'], 'DEFECTIVE'],
    ['sg', 1000, 2, ['DEFECTIVE'], 'DEFECTIVE'],
  ])('%s, master %i, service %i', (store, masterId, service, reasons, preset) => {
    expect(reasonsFor(store, masterId, service)).toEqual(reasons);
    expect(presetReason(service)).toBe(preset);
  });

  it('labels every reason in English', () => {
    expect(REASONS.map((r) => r.label)).toEqual([
      'Defective',
      'Change of mind',
      'Wrong item received',
      'Damaged in transit',
      'Not as described',
    ]);
  });
});

describe('cosmeticForced', () => {
  it.each([
    ['PWR02', true],
    ['PWR01', false],
    ['XXX99', false],
    [undefined, false],
  ])('%s → %s', (code, forced) => {
    expect(cosmeticForced(code, FAULTS)).toBe(forced);
  });
});

const ok: RequestItem = { sourceId: 'a', reason: 'CHANGE_OF_MIND', cosmetic: 'no' };
const defective: RequestItem = {
  sourceId: 'a',
  reason: 'DEFECTIVE',
  faultCategory: 'Power',
  faultCode: 'PWR01',
  cosmetic: 'no',
};
const ctx = (extra: Partial<RequestItemContext> = {}): RequestItemContext => ({
  store: 'us',
  masterId: 1000,
  serviceRequired: ServiceRequired.Refund,
  faults: FAULTS,
  ...extra,
});

describe('validateRequestItem', () => {
  it.each<[string, RequestItem, RequestItemContext, RequestItemErrors]>([
    ['complete refund', ok, ctx(), {}],
    ['complete defective', defective, ctx(), {}],
    ['complete repair', defective, ctx({ serviceRequired: ServiceRequired.Repair }), {}],
    ['no reason', { ...ok, reason: '' }, ctx(), { reason: 'pleaseSelectOne' }],
    ['unknown reason', { ...ok, reason: 'BORED' }, ctx(), { reason: 'pleaseSelectOne' }],
    [
      'repair with a refund reason',
      ok,
      ctx({ serviceRequired: ServiceRequired.Repair }),
      { reason: 'pleaseSelectOne' },
    ],
    [
      'DEFECTIVE hidden in sg',
      defective,
      ctx({ store: 'sg', serviceRequired: ServiceRequired.Refund }),
      { reason: 'pleaseSelectOne', agreement: 'acknowledgeStatement' },
    ],
    ['DEFECTIVE for 24228 in sg', { ...defective, agreement: true }, ctx({ store: 'sg', masterId: 24228 }), {}],
    [
      'defective without category',
      { ...defective, faultCategory: undefined, faultCode: undefined },
      ctx(),
      { faultCategory: 'selectFaultCategory', faultCode: 'selectFaultCode' },
    ],
    ['defective without code', { ...defective, faultCode: '' }, ctx(), { faultCode: 'selectFaultCode' }],
    ['code of another category', { ...defective, faultCode: 'AUD01' }, ctx(), { faultCode: 'selectFaultCode' }],
    [
      'code not displayed',
      { ...defective, faultCategory: 'Hidden', faultCode: 'HID01' },
      ctx(),
      { faultCategory: 'selectFaultCategory', faultCode: 'selectFaultCode' },
    ],
    [
      'NFF01 offered in my for master 24228',
      { ...defective, faultCategory: 'No fault', faultCode: 'NFF01' },
      ctx({ store: 'my', masterId: 24228, serviceRequired: ServiceRequired.Repair }),
      {},
    ],
    [
      'NFF01 not offered in my',
      { ...defective, faultCategory: 'No fault', faultCode: 'NFF01' },
      ctx({ store: 'my', serviceRequired: ServiceRequired.Repair }),
      { faultCode: 'selectFaultCode' },
    ],
    ['fault fields ignored for other reasons', { ...ok, faultCategory: 'Nope', faultCode: 'Nope' }, ctx(), {}],
    [
      'OTH01 without other comments',
      { ...defective, faultCategory: 'Other', faultCode: 'OTH01' },
      ctx(),
      { otherComments: 'enterOtherComments' },
    ],
    [
      'OTH01 blank other comments',
      { ...defective, faultCategory: 'Other', faultCode: 'OTH01', otherComments: '   ' },
      ctx(),
      { otherComments: 'enterOtherComments' },
    ],
    [
      'OTH01 with 400 chars',
      { ...defective, faultCategory: 'Other', faultCode: 'OTH01', otherComments: 'x'.repeat(400) },
      ctx(),
      {},
    ],
    [
      'OTH01 with 401 chars',
      { ...defective, faultCategory: 'Other', faultCode: 'OTH01', otherComments: 'x'.repeat(401) },
      ctx(),
      { otherComments: 'tooLong' },
    ],
    [
      'jp without comments',
      defective,
      ctx({ store: 'jp', serviceRequired: ServiceRequired.Repair }),
      { comments: 'enterComments' },
    ],
    [
      'jp with comments',
      { ...defective, comments: '電源が入りません' },
      ctx({ store: 'jp', serviceRequired: ServiceRequired.Repair }),
      {},
    ],
    ['us without comments', defective, ctx(), {}],
    ['comments of 2000 chars', { ...ok, comments: 'x'.repeat(2000) }, ctx(), {}],
    ['comments of 2001 chars', { ...ok, comments: 'x'.repeat(2001) }, ctx(), { comments: 'tooLong' }],
    [
      'jp comments of 2001 chars',
      { ...defective, comments: 'x'.repeat(2001) },
      ctx({ store: 'jp', serviceRequired: ServiceRequired.Repair }),
      { comments: 'tooLong' },
    ],
    ['cosmetic missing', { ...ok, cosmetic: undefined }, ctx(), { cosmetic: 'selectCosmetic' }],
    ['cosmetic yes without photo', { ...ok, cosmetic: 'yes' }, ctx(), { damageImage: 'uploadDamagePhoto' }],
    ['cosmetic yes with photo', { ...ok, cosmetic: 'yes', damageImage: '/uploads/d.jpg' }, ctx(), {}],
    ['needPOP code with cosmetic no', { ...defective, faultCode: 'PWR02' }, ctx(), { cosmetic: 'selectCosmetic' }],
    [
      'needPOP code with yes, no photo',
      { ...defective, faultCode: 'PWR02', cosmetic: 'yes' },
      ctx(),
      { damageImage: 'uploadDamagePhoto' },
    ],
    [
      'needPOP code with yes and photo',
      { ...defective, faultCode: 'PWR02', cosmetic: 'yes', damageImage: 'd.jpg' },
      ctx(),
      {},
    ],
    ['sg refund without agreement', ok, ctx({ store: 'sg' }), { agreement: 'acknowledgeStatement' }],
    [
      'my refund agreement false',
      { ...ok, agreement: false },
      ctx({ store: 'my' }),
      { agreement: 'acknowledgeStatement' },
    ],
    ['hk refund with agreement', { ...ok, agreement: true }, ctx({ store: 'hk' }), {}],
    [
      'sg repair needs no agreement',
      defective,
      ctx({ store: 'sg', masterId: 24228, serviceRequired: ServiceRequired.Repair }),
      {},
    ],
    ['au refund needs no agreement', ok, ctx({ store: 'au' }), {}],
  ])('%s', (_name, item, context, expected) => {
    expect(validateRequestItem(item, context)).toEqual(expected);
  });
});

describe('validateRequestSubmit', () => {
  const products: RequestProduct[] = [
    { sourceId: 'a', masterId: 1000, faultList: FAULTS },
    { sourceId: 'b', masterId: 24228, faultList: FAULTS },
  ];

  it.each<[string, Parameters<typeof validateRequestSubmit>[0], ReturnType<typeof validateRequestSubmit>]>([
    [
      'valid refund',
      { serviceRequired: ServiceRequired.Refund, items: [ok], store: 'us', products },
      { ok: true, errors: { bySourceId: {} } },
    ],
    [
      'valid repair of two products',
      {
        serviceRequired: ServiceRequired.Repair,
        items: [defective, { ...defective, sourceId: 'b' }],
        store: 'us',
        products,
      },
      { ok: true, errors: { bySourceId: {} } },
    ],
    [
      'no service',
      { serviceRequired: null, items: [ok], store: 'us', products },
      { ok: false, errors: { serviceRequired: 'selectOneService', bySourceId: {} } },
    ],
    [
      'contact-us is not a submit service',
      { serviceRequired: 3, items: [ok], store: 'us', products },
      { ok: false, errors: { serviceRequired: 'selectOneService', bySourceId: {} } },
    ],
    [
      'no products',
      { serviceRequired: ServiceRequired.Refund, items: [], store: 'us', products },
      { ok: false, errors: { items: 'fillInAll', bySourceId: {} } },
    ],
    [
      'no service and no products',
      { serviceRequired: undefined, items: [], store: 'us', products },
      { ok: false, errors: { serviceRequired: 'selectOneService', items: 'fillInAll', bySourceId: {} } },
    ],
    [
      'unknown product',
      { serviceRequired: ServiceRequired.Refund, items: [{ ...ok, sourceId: 'zzz' }], store: 'us', products },
      { ok: false, errors: { items: 'invalidRequest', bySourceId: {} } },
    ],
    [
      'same product twice',
      { serviceRequired: ServiceRequired.Refund, items: [ok, ok], store: 'us', products },
      { ok: false, errors: { items: 'invalidRequest', bySourceId: {} } },
    ],
    [
      'errors are per product; master 24228 may be DEFECTIVE in sg',
      {
        serviceRequired: ServiceRequired.Refund,
        items: [
          { ...defective, agreement: true },
          { ...defective, sourceId: 'b', agreement: true },
        ],
        store: 'sg',
        products,
      },
      { ok: false, errors: { bySourceId: { a: { reason: 'pleaseSelectOne' } } } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateRequestSubmit(input)).toEqual(expected);
  });
});
