import type { Generated } from 'kysely';
import type {
  AuditLogTable,
  ConversationMessageTable,
  MailOutboxTable,
  ReturnLabelTable,
  RmaEventTable,
  StaffPresenceTable,
  StaffSessionTable,
  StaffUserTable,
  StoreSettingsTable,
} from './schema-operator.js';

/** The two engines the portal runs on. */
export type DialectName = 'sqlite' | 'postgres';

export type * from './schema-operator.js';

/**
 * Table types of the portal's database. Booleans are 0/1 integers and instants ISO-8601 text, so the same
 * rows and queries work on SQLite and PostgreSQL; JSON columns are text for the same reason.
 */
export interface Database {
  countries: CountryTable;
  store_countries: StoreCountryTable;
  products: ProductTable;
  product_stores: ProductStoreTable;
  faults: FaultTable;
  catalogue_version: CatalogueVersionTable;
  serials: SerialTable;
  members: MemberTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  sessions: SessionTable;
  store_logins: StoreLoginTable;
  uploads: UploadTable;
  /** PostgreSQL only (migration 0005): the bytes of uploads; SQLite keeps files. */
  upload_chunks: UploadChunkTable;
  addresses: AddressTable;
  rmas: RmaTable;
  rma_lines: RmaLineTable;
  rma_history: RmaHistoryTable;
  contact_messages: ContactMessageTable;
  maintenance_windows: MaintenanceWindowTable;
  layout_fragments: LayoutFragmentTable;
  counters: CounterTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  store_settings: StoreSettingsTable;
  rma_events: RmaEventTable;
  conversation_messages: ConversationMessageTable;
  staff_presence: StaffPresenceTable;
  mail_outbox: MailOutboxTable;
  return_labels: ReturnLabelTable;
}

export interface CountryTable {
  id: number;
  name: string;
  /** ISO 3166 alpha-2 (GB for the United Kingdom). */
  code: string;
  phone_code: number;
}

export interface StoreCountryTable {
  store: string;
  country_id: number;
  sort: number;
}

export interface ProductTable {
  id: number;
  sku: string;
  master_id: number;
  name: string;
  image: string;
  warranty_months: number;
  /** Satisfaction-guarantee window: days after purchase in which a web-store product may be returned for a refund. */
  satisfaction_days: number;
  /** Sold by other retailers too, so it can be found by the retail product search. */
  retail_available: number;
  /** On Japan's extended-warranty list (five years from purchase). */
  extended_warranty: number;
  price: number;
}

export interface ProductStoreTable {
  product_id: number;
  store: string;
}

/** One row (id 1): raised by every import that writes the catalogue (migration 0013). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface FaultTable {
  id: number;
  product_id: number;
  fault_code: string;
  description: string;
  category: string;
  display: number;
  need_pop: number;
  sort: number;
  /** JSON of the texts in other languages (FaultTexts, src/shared/rules/faults.ts). */
  translations: Generated<string>;
}

export interface SerialTable {
  serial: string;
  product_id: number;
}

export interface MemberTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  store: string;
  staff: number;
  membership_enabled: number;
  icon: string;
  /** JSON array of { title, url }. */
  news: string;
  cart_item_count: number;
}

export interface OrderTable {
  id: Generated<number>;
  order_number: string;
  store: string;
  email: string;
  member_id: number | null;
  order_date: string;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  /** Serial number shipped on this line, when the warehouse recorded it. */
  serial_number: string;
  /** Line number of the bundle (master) line this line belongs to, or 0. */
  parent_line_no: number;
}

export interface SessionTable {
  id: string;
  store: string;
  member_id: number | null;
  email: Generated<string>;
  created_at: string;
  expires_at: string;
  /** JSON of the wizard state (details, enquiry, product lines, reasons, chosen service). */
  state: string;
  /** Bumped on every write, so concurrent writers of one session can detect each other. */
  version: Generated<number>;
}

export interface StoreLoginTable {
  id: string;
  member_id: number;
  created_at: string;
  expires_at: string;
}

export interface UploadTable {
  id: string;
  session_id: string;
  /** proof (purchase proof) or damage (cosmetic-damage photo). */
  kind: string;
  source_id: string;
  original_name: string;
  mime: string;
  size: number;
  stored_name: string;
  created_at: string;
}

/** One piece of an upload's content, in order by `seq` (docs/decisions/0015-uploads-storage.md). */
export interface UploadChunkTable {
  upload_id: string;
  seq: number;
  data: Buffer;
  created_at: string;
}

export interface AddressTable {
  id: Generated<number>;
  owner_email: string;
  store: string;
  first_name: string;
  last_name: string;
  mobile1: string;
  mobile2: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  district: string;
  postal_code: string;
  vat_number: string;
  country_id: number;
  created_at: string;
  updated_at: string;
}

export interface RmaTable {
  /** rmaId: random and unguessable; with rmaNo it opens the confirmation. */
  id: string;
  /** Readable, unique number customers quote. */
  rma_no: string;
  store: string;
  email: string;
  type: number;
  status: string;
  country_code: string;
  currency: string;
  label_link: string;
  label_status: string;
  label_tracking_no: string;
  refund_total_est: number;
  refund_total_actual: number;
  refund_amount_ready: number;
  shipping_charge: number;
  store_credit: number;
  tax: number;
  address_id: number | null;
  language_reply: string;
  /** Client-generated key of the submit attempt; unique, so a retried submit finds the RMA it made. */
  request_key: string | null;
  created_at: string;
  /** Raised by every staff change; a change that names an older version is refused (conflict). */
  version: Generated<number>;
  assignee_id: number | null;
  /** 0 normal, 1 high. */
  priority: Generated<number>;
  /** When staff owe the next step (ISO instant), from the store's service level; null once closed. */
  due_at: string | null;
  updated_at: Generated<string>;
  /** Japanese repair: repair or replace, once checked. */
  resolution: Generated<string>;
  /** Why staff closed it without action or cancelled it. */
  close_reason: Generated<string>;
  replacement_carrier: Generated<string>;
  replacement_tracking_no: Generated<string>;
}

export interface RmaLineTable {
  id: Generated<number>;
  rma_id: string;
  line_no: number;
  order_line_id: number | null;
  product_id: number;
  serial_number: string;
  invoice_number: string;
  purchase_date: string;
  warranty_expiry: string;
  status: string;
  /** Fulfilment method, e.g. RF refund, RP repair, RN replacement (new unit). */
  method: string;
  unit_price: number;
  reason: string;
  fault_category: string;
  fault_code: string;
  comments: string;
  other_comments: string;
  cosmetic: string;
  damage_upload_id: string | null;
  proof_upload_id: string | null;
  /** approved or rejected, per line; '' until decided. */
  decision: Generated<string>;
  decision_reason: Generated<string>;
  /** What arrived: as-new, damaged, wrong-item or not-received; '' until received. */
  receipt: Generated<string>;
  inspection: Generated<string>;
  inspection_note: Generated<string>;
  /** The replacement unit's serial number; the warranty follows it. */
  replacement_serial: Generated<string>;
}

export interface RmaHistoryTable {
  id: Generated<number>;
  rma_id: string;
  seq: number;
  status: string;
  status_date: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  store: string;
  email: string;
  first_name: string;
  last_name: string;
  /** contact (the request step's contact-us form) or chat (the support chat panel). */
  channel: string;
  message: string;
  created_at: string;
  /** open (staff owe a reply), answered or closed (docs/staff/inbox.md). */
  status: Generated<string>;
  /** The reply language the customer chose. */
  language: Generated<string>;
  due_at: string | null;
  answered_at: string | null;
  assignee_id: number | null;
  /** The customer session a live chat belongs to (null for contact-us and the offline chat form). */
  session_id: string | null;
  /** When the oldest message staff have not answered arrived; null while nothing waits. */
  waiting_since: string | null;
}

export interface MaintenanceWindowTable {
  id: Generated<number>;
  hide_from: string;
  starts_at: string;
  ends_at: string;
  message: string;
}

export interface LayoutFragmentTable {
  store: string;
  /** product-menu, side-menu or footer. */
  kind: string;
  html: string;
}

export interface CounterTable {
  name: string;
  value: number;
}
