import type { Language } from '../../shared/languages.js';
import type { FaultTexts } from '../../shared/rules/faults.js';
import type { Store } from '../../shared/stores.js';
import type { TCustomerDetail, TFaultItem } from '../../shared/schemas/index.js';

/**
 * The store platform the portal talks to: members, catalogue, orders and the serial-number register.
 * The built-in implementation reads the portal's own tables; a maker can swap in an adapter to their own
 * platform by implementing this interface (see docs/decisions/0003-store-platform-interface.md).
 */
export interface StorePlatform {
  members: MemberDirectory;
  catalogue: Catalogue;
  orders: OrderBook;
  serials: SerialRegister;
}

export interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  store: Store;
  staff: boolean;
  membershipEnabled: boolean;
}

export interface MemberDirectory {
  findByEmail(email: string): Promise<Member | null>;
  findById(id: number): Promise<Member | null>;
  /** The member when the password is right, else null (same answer for an unknown e-mail). */
  verifyPassword(email: string, password: string): Promise<Member | null>;
  /** The account menu's data: first name, news, recent orders, staff and membership flags, cart count. */
  customerDetail(memberId: number, store: Store): Promise<TCustomerDetail>;
}

export interface CatalogueProduct {
  id: number;
  sku: string;
  masterId: number;
  name: string;
  image: string;
  warrantyMonths: number;
  satisfactionDays: number;
  retailAvailable: boolean;
  extendedWarranty: boolean;
  price: number;
}

export interface Catalogue {
  product(id: number): Promise<CatalogueProduct | null>;
  products(ids: number[]): Promise<Map<number, CatalogueProduct>>;
  /** Products sold in the store by other retailers whose name or SKU matches, for the retail search. */
  searchRetail(store: Store, keyword: string, limit: number): Promise<CatalogueProduct[]>;
  soldIn(productId: number, store: Store): Promise<boolean>;
  faults(productIds: number[]): Promise<Map<number, CatalogueFault[]>>;
  /**
   * The products with their fault lists, in one look-up (the product lines need both), with the faults' texts in
   * `language` only (docs/data-format.md#faults). A list returned frozen through (the built-in catalogue's) is taken
   * never to change: the product lines localise it and write its JSON once (decision 0034). `catalogueVersion` is
   * the built-in catalogue's version as the call read it with its session (decision 0056), which spares the
   * built-in catalogue its own read; another catalogue may ignore it.
   */
  productsWithFaults(
    ids: number[],
    language: Language,
    catalogueVersion?: number,
  ): Promise<Map<number, CatalogueProduct & { faults: CatalogueFault[] }>>;
}

export interface OrderLine {
  id: number;
  lineNo: number;
  productId: number;
  quantity: number;
  unitPrice: number;
  serialNumber: string;
  parentLineNo: number;
}

export interface Order {
  id: number;
  orderNumber: string;
  store: Store;
  email: string;
  orderDate: string;
  lines: OrderLine[];
}

export interface OrderBook {
  /**
   * Orders of an e-mail in a store, newest first. Given the catalogue's version the call read (a session's), they
   * may be kept ones, read at that version: frozen, and shared by other calls (decision 0071).
   */
  ordersOf(email: string, store: Store, catalogueVersion?: number): Promise<readonly Order[]>;
  /**
   * The order of a number. Given `ownerEmail`, another e-mail's order answers null, decided before its lines are
   * read, so that another customer's number costs what an unknown one does (a look-up must not tell them apart).
   */
  byNumber(orderNumber: string, ownerEmail?: string): Promise<Order | null>;
  lineById(
    orderLineId: number,
  ): Promise<(OrderLine & { orderNumber: string; email: string; store: Store; orderDate: string }) | null>;
}

/** A fault as the catalogue keeps it: English texts, and its texts in other languages. */
export interface CatalogueFault extends Omit<TFaultItem, 'faultCategoryDesc'> {
  translations: FaultTexts;
}

export interface SerialRegister {
  /** The product a serial number belongs to, or null when the register does not know it. */
  productOf(serial: string): Promise<number | null>;
}
