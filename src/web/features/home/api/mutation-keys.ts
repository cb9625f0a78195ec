/**
 * Keys of the products step's mutations the flow watches in the mutation cache: a change of the selection,
 * the order, the enquiry or the source after the request step opened sends the customer back to the products
 * step (Next opens it again, with service-required).
 */
export const PRODUCTS_CHANGE_KEY = ['your-products', 'change'] as const;
export const SERVICE_REQUIRED_KEY = ['your-products', 'service-required'] as const;

/** The select call's key: under the products' changes (a prefix matches it), and its own for the row's saving state. */
export const SELECT_PRODUCT_KEY = [...PRODUCTS_CHANGE_KEY, 'select'] as const;

/** The details step's save: a details step opened again with "Change" folds once a save was sent after that. */
export const DETAILS_SAVE_KEY = ['your-details', 'save'] as const;

/**
 * A line's own fields (serial, invoice, purchase date, proof): Next on the products step waits for these, so a
 * date typed and left with Tab is saved before the step is checked and sent.
 */
export const LINE_SAVE_KEY = ['your-products', 'line'] as const;
