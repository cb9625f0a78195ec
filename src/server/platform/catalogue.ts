import { sql, type Kysely } from 'kysely';
import { keptPerVersion, readCatalogueVersion } from '../db/catalogue-version.js';
import type { Database, DialectName } from '../db/schema.js';
import type { Language } from '../../shared/languages.js';
import type { Store } from '../../shared/stores.js';
import { parseFaultTexts, type FaultTexts } from '../../shared/rules/faults.js';
import type { Catalogue, CatalogueFault, CatalogueProduct } from './types.js';

/**
 * A fault's texts in one language, from that language's entry of the stored JSON (taken out by the database, so a
 * products call reads one language's texts instead of eight).
 */
function textsIn(language: Language, entry: string | null): FaultTexts {
  return entry ? parseFaultTexts(`{${JSON.stringify(language)}:${entry}}`) : {};
}

/** The SQL that takes one language's entry out of a fault's stored texts, as JSON text (null when there is none). */
function faultTextsSql(dialect: DialectName, language: Language) {
  if (language === 'en') return sql<string | null>`null`;
  return dialect === 'postgres'
    ? sql<string | null>`(faults.translations::json -> ${language})::text`
    : sql<string | null>`json_extract(faults.translations, ${`$.${language}`})`;
}

type ProductRow = Database['products'];

function toProduct(row: ProductRow): CatalogueProduct {
  return {
    id: row.id,
    sku: row.sku,
    masterId: row.master_id,
    name: row.name,
    image: row.image,
    warrantyMonths: row.warranty_months,
    satisfactionDays: row.satisfaction_days,
    retailAvailable: Number(row.retail_available) === 1,
    extendedWarranty: Number(row.extended_warranty) === 1,
    price: Number(row.price),
  };
}

/** Ids repeated or not whole numbers would only widen the IN list. */
function distinctIds(ids: Iterable<number>): number[] {
  return [...new Set([...ids].filter((id) => Number.isSafeInteger(id)))];
}

/** A LIKE pattern matching `keyword` anywhere, with the keyword's own wildcards taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One statement: the products and their fault lists together, with the fault texts of one language. */
async function readProductsWithFaults(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: number[],
  language: Language,
): Promise<Map<number, CatalogueProduct & { faults: CatalogueFault[] }>> {
  const wanted = ids;
  const result = new Map<number, CatalogueProduct & { faults: CatalogueFault[] }>();
  if (wanted.length === 0) return result;
  const rows = await db
    .selectFrom('products')
    .leftJoin('faults', 'faults.product_id', 'products.id')
    .selectAll('products')
    .select([
      'faults.id as fault_id',
      'faults.fault_code',
      'faults.description as fault_description',
      'faults.category as fault_category',
      'faults.display as fault_display',
      'faults.need_pop as fault_need_pop',
    ])
    .select(faultTextsSql(dialect, language).as('fault_translations'))
    .where('products.id', 'in', wanted)
    .orderBy('products.id')
    .orderBy('faults.sort')
    .orderBy('faults.id')
    .execute();
  for (const row of rows) {
    let product = result.get(row.id);
    if (!product) {
      product = { ...toProduct(row), faults: [] };
      result.set(row.id, product);
    }
    if (row.fault_id !== null) {
      product.faults.push({
        id: row.fault_id,
        faultCode: row.fault_code!,
        faultCodeDesc: row.fault_description!,
        faultCategory: row.fault_category!,
        display: Number(row.fault_display) === 1,
        needPOP: Number(row.fault_need_pop) === 1,
        translations: textsIn(language, row.fault_translations),
      });
    }
  }
  return result;
}

type ProductWithFaults = CatalogueProduct & { faults: CatalogueFault[] };

/** How many products per language a process keeps: a whole demo or mid-sized catalogue, a bounded share of a big one. */
export const KEPT_PRODUCTS = 5_000;

/**
 * The products with their faults that this process has read, per language, at one catalogue version
 * (docs/decisions/0033-catalogue-kept-by-version.md). Each call checks the version, which a call with a session has
 * read with it (decision 0056), and everything kept is forgotten when it changed, so an import by another process
 * or instance is seen by the next call. The products step's lines all carry their product's fault list, and reading
 * them was the costliest statement of the products and request calls. What is kept is frozen: a caller that changed
 * it would change every later answer.
 */
function keptCatalogue(db: Kysely<Database>, dialect: DialectName) {
  const keptAt = keptPerVersion<Language, Map<number, ProductWithFaults>>();
  return async (
    ids: number[],
    language: Language,
    catalogueVersion?: number,
  ): Promise<Map<number, ProductWithFaults>> => {
    const wanted = distinctIds(ids);
    const result = new Map<number, ProductWithFaults>();
    if (wanted.length === 0) return result;
    const kept = keptAt(db, catalogueVersion ?? (await readCatalogueVersion(db)));
    let byId = kept.get(language);
    if (!byId) kept.set(language, (byId = new Map()));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const read = await readProductsWithFaults(db, dialect, missing, language);
      for (const [id, product] of read) {
        for (const fault of product.faults) {
          for (const texts of Object.values(fault.translations)) Object.freeze(texts);
          Object.freeze(fault.translations);
          Object.freeze(fault);
        }
        Object.freeze(product.faults);
        byId.set(id, Object.freeze(product));
        // The oldest read goes first once the language holds its share.
        if (byId.size > KEPT_PRODUCTS) byId.delete(byId.keys().next().value!);
      }
    }
    for (const id of wanted) {
      const product = byId.get(id);
      if (product) result.set(id, product);
    }
    return result;
  };
}

export function builtinCatalogue(db: Kysely<Database>, dialect: DialectName): Catalogue {
  const productsWithFaults = keptCatalogue(db, dialect);
  return {
    async product(id) {
      if (!Number.isSafeInteger(id)) return null;
      const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toProduct(row) : null;
    },

    async products(ids) {
      const wanted = distinctIds(ids);
      if (wanted.length === 0) return new Map();
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', wanted).execute();
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },

    async searchRetail(store: Store, keyword: string, limit: number) {
      const term = keyword.trim();
      if (!term) return [];
      const pattern = containsPattern(term);
      const rows = await db
        .selectFrom('products')
        .innerJoin('product_stores', 'product_stores.product_id', 'products.id')
        .selectAll('products')
        .where('product_stores.store', '=', store)
        .where('products.retail_available', '=', 1)
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(products.name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(products.sku) like ${pattern} escape '\\'`,
          ]),
        )
        .orderBy('products.name')
        .orderBy('products.id')
        .limit(Math.max(0, Math.floor(limit)))
        .execute();
      return rows.map(toProduct);
    },

    async soldIn(productId, store) {
      if (!Number.isSafeInteger(productId)) return false;
      const row = await db
        .selectFrom('product_stores')
        .select('product_id')
        .where('product_id', '=', productId)
        .where('store', '=', store)
        .executeTakeFirst();
      return row !== undefined;
    },

    productsWithFaults,

    async faults(productIds) {
      const wanted = distinctIds(productIds);
      const result = new Map<number, CatalogueFault[]>(wanted.map((id) => [id, []]));
      if (wanted.length === 0) return result;
      const rows = await db
        .selectFrom('faults')
        .selectAll()
        .where('product_id', 'in', wanted)
        .orderBy('product_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        result.get(row.product_id)!.push({
          id: row.id,
          faultCode: row.fault_code,
          faultCodeDesc: row.description,
          faultCategory: row.category,
          display: Number(row.display) === 1,
          needPOP: Number(row.need_pop) === 1,
          translations: parseFaultTexts(row.translations),
        });
      }
      return result;
    },
  };
}
