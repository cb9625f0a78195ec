import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages.js';
import { COMMENTS_MAX, INVOICE_NUMBER_MAX, OTHER_COMMENTS_MAX } from '../../shared/limits.js';
import {
  JP_REPAIR_HISTORY_STATUSES,
  PRODUCT_LINE_STATUS,
  REFUND_HISTORY_STATUSES,
  REPLACEMENT_HISTORY_STATUSES,
  RMA_STATUS,
} from '../../shared/rules/timeline.js';
import {
  ZBool,
  ZDate,
  ZEmail,
  ZFaultCode,
  ZId,
  ZInstant,
  ZLineNo,
  ZLink,
  ZMoney,
  ZOptionalText,
  ZOrderNumber,
  ZPhone,
  ZRmaNo,
  ZSerial,
  ZSku,
  ZStore,
  ZText,
  says,
} from './fields.js';
import { ZStaffUserRecord, ZStoreSettingsRecord } from './format-staff.js';

/**
 * The operator import file (docs/data-format.md). One JSON object whose sections are all optional
 * lists; a file may carry only the sections it updates. Records are strict: an unknown field is an
 * error rather than silently dropped, because a misspelt field would otherwise import as its default.
 *
 * The schema describes the file as written; relative dates stay strings here and are resolved by
 * parse.ts against the import day, so that the JSON Schema generated from this file stays exact.
 */

export { REFUND_HISTORY_STATUSES, REPLACEMENT_HISTORY_STATUSES, JP_REPAIR_HISTORY_STATUSES };
export const TERMINAL_STATUSES = [RMA_STATUS.canceled, RMA_STATUS.closed] as const;
export const RMA_STATUSES = [
  ...new Set([
    ...REFUND_HISTORY_STATUSES,
    ...REPLACEMENT_HISTORY_STATUSES,
    ...JP_REPAIR_HISTORY_STATUSES,
    ...TERMINAL_STATUSES,
  ]),
] as [string, ...string[]];
/** A product line may also be still on its way back, while the rest of its RMA moves on. */
export const RMA_LINE_STATUSES = [...RMA_STATUSES, PRODUCT_LINE_STATUS.notReceived] as [string, ...string[]];
/** RF refund, RP repair, RN replacement with a new unit. */
export const RMA_METHODS = ['RF', 'RP', 'RN'] as const;
export const LAYOUT_KINDS = ['product-menu', 'side-menu', 'footer'] as const;

/** A language other than English, as a key of a translations map. */
const ZLanguageKey = z.enum(LANGUAGES.filter((language) => language !== 'en') as [string, ...string[]], {
  error: says('unknown language (English is the record itself)'),
});

export const ZCountry = z
  .strictObject({
    id: ZId.meta({ description: 'Stable id; the demo uses the ISO 3166 numeric code' }),
    name: ZText(80),
    code: z.string().regex(/^[A-Z]{2}$/, { error: 'expected an ISO 3166 alpha-2 code in capitals, e.g. GB' }),
    phoneCode: z.number().int().min(1).max(9999),
    stores: z.array(ZStore).default([]).meta({ description: 'Stores whose country select offers it, in file order' }),
  })
  .meta({ title: 'Country' });

export const ZFault = z
  .strictObject({
    id: ZId,
    faultCode: ZFaultCode.meta({ description: 'NFF… are no-fault reasons, OTH01 is other' }),
    description: ZText(200),
    category: ZText(80),
    display: ZBool(true),
    needPOP: ZBool(false).meta({ description: 'Proof of purchase or a photo is needed' }),
    translations: z
      .partialRecord(
        ZLanguageKey,
        z.strictObject({ description: ZText(200).optional(), category: ZText(80).optional() }),
      )
      .default({})
      .meta({
        description:
          'The description and category in other languages, by language (jp, fr, de, es, it, pl, tw); English is the fault itself',
      }),
  })
  .meta({ title: 'Fault' });

export const ZProduct = z
  .strictObject({
    id: ZId,
    sku: ZSku,
    masterId: ZId,
    name: ZText(200),
    image: z.union([z.literal(''), ZLink]).default(''),
    warrantyMonths: z.number().int().min(0).max(240),
    satisfactionDays: z.number().int().min(0).max(365),
    retailAvailable: ZBool(false).meta({ description: 'Sold by other retailers too' }),
    extendedWarranty: ZBool(false).meta({ description: "On Japan's extended-warranty list (five years)" }),
    price: ZMoney.default(0),
    stores: z.array(ZStore).default([]),
    faults: z.array(ZFault).max(200).default([]),
  })
  .meta({ title: 'Product' });

export const ZSerialEntry = z.strictObject({ serial: ZSerial, sku: ZSku }).meta({ title: 'Serial' });

export const ZNewsItem = z.strictObject({ title: ZText(200), url: ZLink });

export const ZMember = z
  .strictObject({
    email: ZEmail,
    password: z
      .string()
      .min(8, { error: 'at least 8 characters' })
      .max(200)
      .optional()
      .meta({ description: 'Plain password, hashed with scrypt on import' }),
    passwordHash: z
      .string()
      .regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, {
        error: "expected 'scrypt$N$r$p$saltB64$hashB64'",
      })
      .optional(),
    firstName: ZText(80),
    lastName: ZText(80),
    store: ZStore,
    staff: ZBool(false),
    membershipEnabled: ZBool(false),
    icon: z.union([z.literal(''), ZLink]).default(''),
    news: z.array(ZNewsItem).max(50).default([]),
    cartItemCount: z.number().int().min(0).max(9999).default(0),
  })
  .meta({ title: 'Member' });

export const ZOrderItem = z
  .strictObject({
    lineNo: ZLineNo,
    sku: ZSku,
    quantity: z.number().int().min(1).max(9999).default(1),
    unitPrice: ZMoney,
    serialNumber: ZSerial.optional().meta({ description: 'Serial shipped on this line' }),
    parentLineNo: ZLineNo.optional().meta({ description: 'Line number of the bundle (master) line' }),
  })
  .meta({ title: 'OrderItem' });

export const ZOrder = z
  .strictObject({
    orderNumber: ZOrderNumber,
    store: ZStore,
    email: ZEmail,
    orderDate: ZDate,
    items: z.array(ZOrderItem).min(1, { error: 'at least one item' }).max(500),
  })
  .meta({ title: 'Order' });

export const ZAddress = z
  .strictObject({
    email: ZEmail,
    store: ZStore,
    firstName: ZText(80),
    lastName: ZText(80),
    mobile1: ZPhone,
    mobile2: z.union([z.literal(''), ZPhone]).default(''),
    address1: ZText(200),
    address2: ZOptionalText(200),
    city: ZOptionalText(100),
    state: ZOptionalText(100),
    district: ZOptionalText(100),
    postalCode: ZText(20),
    vatNumber: ZOptionalText(40),
    countryId: ZId,
  })
  .meta({ title: 'Address' });

export const ZRmaLine = z
  .strictObject({
    lineNo: ZLineNo,
    orderNumber: ZOrderNumber.optional(),
    orderLineNo: ZLineNo.optional(),
    sku: ZSku,
    serialNumber: ZSerial.optional(),
    invoiceNumber: ZOptionalText(INVOICE_NUMBER_MAX),
    purchaseDate: ZDate.optional().meta({ description: "Defaults to the order's date" }),
    warrantyExpiry: ZDate.optional().meta({ description: "Defaults to purchase date + the product's warranty" }),
    status: z.enum(RMA_LINE_STATUSES, { error: says('unknown line status') }),
    method: z.enum(RMA_METHODS, { error: says('expected RF (refund), RP (repair) or RN (replacement)') }),
    unitPrice: ZMoney,
    reason: ZOptionalText(40).meta({ description: 'DEFECTIVE, or a no-fault code such as NFF01' }),
    faultCode: ZFaultCode.optional(),
    comments: ZOptionalText(COMMENTS_MAX),
    otherComments: ZOptionalText(OTHER_COMMENTS_MAX),
    cosmetic: z.enum(['yes', 'no', ''], { error: says('expected yes or no') }).default(''),
  })
  .meta({ title: 'RmaLine' });

export const ZRmaHistoryItem = z
  .strictObject({
    status: z.enum(RMA_STATUSES, { error: says('unknown status') }),
    date: ZDate,
  })
  .meta({ title: 'RmaHistoryItem' });

export const ZRma = z
  .strictObject({
    rmaNo: ZRmaNo,
    rmaId: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/, { error: 'expected 16 to 64 letters, digits or dashes' })
      .optional()
      .meta({ description: 'Unguessable id; a random UUID is made when absent, and kept on re-import' }),
    store: ZStore,
    email: ZEmail,
    type: z.literal([1, 2], { error: says('expected 1 (refund) or 2 (replacement)') }),
    status: z.enum(RMA_STATUSES, { error: says('unknown status') }),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'expected two capital letters, e.g. GB' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code, e.g. EUR' })
      .optional()
      .meta({ description: "Defaults to the store's currency" }),
    labelLink: z.union([z.literal(''), ZLink]).default(''),
    labelStatus: z
      .string()
      .regex(/^[A-Z]?$/, { error: 'expected one capital letter (S, Y, …) or empty' })
      .default(''),
    labelTrackingNo: ZOptionalText(60),
    refundTotalEst: ZMoney.default(0),
    refundTotalActual: ZMoney.default(0),
    refundAmountReady: ZBool(false),
    shippingCharge: ZMoney.default(0),
    storeCredit: ZMoney.default(0),
    tax: ZMoney.default(0),
    languageReply: z
      .enum(LANGUAGES, { error: says('unknown language') })
      .optional()
      .meta({ description: "Defaults to the store's language" }),
    createdAt: ZDate.optional().meta({ description: 'Defaults to the first history date, else the import day' }),
    lines: z.array(ZRmaLine).min(1, { error: 'at least one line' }).max(50),
    history: z.array(ZRmaHistoryItem).max(50).default([]),
  })
  .meta({ title: 'Rma' });

export const ZLayoutFragment = z
  .strictObject({
    store: ZStore,
    kind: z.enum(LAYOUT_KINDS, { error: says('expected product-menu, side-menu or footer') }),
    html: z.string().max(100_000),
  })
  .meta({ title: 'LayoutFragment' });

export const ZMaintenanceWindow = z
  .strictObject({
    hideFrom: ZInstant,
    startsAt: ZInstant,
    endsAt: ZInstant,
    message: ZOptionalText(2000),
  })
  .meta({ title: 'MaintenanceWindow' });

/** Record schema of each section, in the order the importer writes them. */
export const SECTION_SCHEMAS = {
  countries: ZCountry,
  products: ZProduct,
  serials: ZSerialEntry,
  members: ZMember,
  orders: ZOrder,
  addresses: ZAddress,
  rmas: ZRma,
  layout: ZLayoutFragment,
  maintenance: ZMaintenanceWindow,
  staffUsers: ZStaffUserRecord,
  storeSettings: ZStoreSettingsRecord,
} as const;
export type Section = keyof typeof SECTION_SCHEMAS;
export const SECTIONS = Object.keys(SECTION_SCHEMAS) as Section[];

export const ZImportFile = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of docs/data-format.schema.json, for editors' }),
    description: z.string().optional(),
    countries: z.array(ZCountry).optional(),
    products: z.array(ZProduct).optional(),
    serials: z.array(ZSerialEntry).optional(),
    members: z.array(ZMember).optional(),
    orders: z.array(ZOrder).optional(),
    addresses: z.array(ZAddress).optional(),
    rmas: z.array(ZRma).optional(),
    layout: z.array(ZLayoutFragment).optional(),
    maintenance: z.array(ZMaintenanceWindow).optional(),
    staffUsers: z.array(ZStaffUserRecord).optional(),
    storeSettings: z.array(ZStoreSettingsRecord).optional(),
  })
  .meta({ title: 'Returns portal import file' });

/** The file after parsing (defaults filled in). */
export type TImportFile = z.infer<typeof ZImportFile>;
/** The file as an operator writes it. */
export type TImportFileInput = z.input<typeof ZImportFile>;
export type TCountry = z.infer<typeof ZCountry>;
export type TProduct = z.infer<typeof ZProduct>;
export type TSerialEntry = z.infer<typeof ZSerialEntry>;
export type TMember = z.infer<typeof ZMember>;
export type TOrder = z.infer<typeof ZOrder>;
export type TAddress = z.infer<typeof ZAddress>;
export type TRma = z.infer<typeof ZRma>;
export type TLayoutFragment = z.infer<typeof ZLayoutFragment>;
export type TMaintenanceWindow = z.infer<typeof ZMaintenanceWindow>;
