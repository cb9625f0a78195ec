import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupRateLimit } from '../../plugins/rate-limit.js';
import {
  ZKeywordBody,
  ZSearchResponse,
  ZSearchRmaResponse,
  ZSelectBody,
  ZServiceRequiredBody,
  ZServiceRequiredResponse,
  ZStoreQuery,
  ZYourProductsResponse,
} from '../../../shared/schemas/index.js';
import {
  ZAddProductBody,
  ZInvoiceNumberBody,
  ZLineRefBody,
  ZProductsOutcomeResponse,
  ZPurchaseDateBody,
  ZSearchOrderOutcomeResponse,
  ZSerialNumberBody,
} from '../../../shared/schemas/your-products.js';
import { ZEnquiryBody, ZEnquiryResponse } from '../../../shared/schemas/wizard.js';
import { readUploadForm } from '../../modules/uploads/service.js';
import { chooseEnquiry } from '../../modules/selection/wizard.js';
import { updateInvoiceNumber, updatePurchaseDate, updateSerialNumber } from '../../modules/selection/line-inputs.js';
import { serviceRequired } from '../../modules/selection/proceed.js';
import { yourProducts } from '../../modules/selection/products.js';
import { removeLine, removeProof, uploadProof } from '../../modules/selection/proof.js';
import { addRetailProduct } from '../../modules/selection/retail.js';
import { searchOrder, searchRetail, searchRmaRequest } from '../../modules/selection/search.js';
import { selectLine } from '../../modules/selection/select.js';
import { sessionOf } from '../../plugins/session.js';

const tags = ['your-products'];
const security = [{ bearer: [] }];

const listAndSearch: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZStoreQuery,
        response: { 200: ZYourProductsResponse },
        tags,
        security,
        summary: "The session e-mail's orders in the store, the retail list, the selection and the enquiry",
      },
    },
    async (request) => yourProducts(app.ctx, sessionOf(request)),
  );

  r.post(
    '/search-order',
    {
      schema: {
        body: ZKeywordBody,
        response: { 200: ZSearchOrderOutcomeResponse },
        tags,
        security,
        summary: "One of the session e-mail's orders by number (not-found for any other number)",
      },
      config: lookupRateLimit(app),
    },
    async (request) => searchOrder(app.ctx, sessionOf(request), request.body.keyword),
  );

  r.post(
    '/search-rma-request',
    {
      schema: {
        body: ZKeywordBody,
        response: { 200: ZSearchRmaResponse },
        tags,
        security,
        summary: "One of the session e-mail's RMAs by number (not-found for any other number)",
      },
      config: lookupRateLimit(app),
    },
    async (request) => searchRmaRequest(app.ctx, sessionOf(request), request.body.keyword),
  );
};

const selectionAndLines: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/select',
    {
      schema: {
        body: ZSelectBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: 'Toggles the selection of one line (keyword is its sourceId)',
      },
    },
    async (request) =>
      selectLine(app.ctx, sessionOf(request), { keyword: request.body.keyword, action: request.body.action }),
  );

  r.post(
    '/search',
    {
      schema: {
        body: ZKeywordBody,
        response: { 200: ZSearchResponse },
        tags,
        security,
        summary: 'Retail product search by name or SKU (at least 2 characters, at most 10 results)',
      },
    },
    async (request) => searchRetail(app.ctx, sessionOf(request), request.body.keyword),
  );

  r.post(
    '/update-product',
    {
      schema: {
        body: ZAddProductBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: 'Adds a product bought from another retailer to the retail list',
      },
    },
    async (request) => addRetailProduct(app.ctx, sessionOf(request), request.body),
  );

  r.post(
    '/update-serial-number',
    {
      schema: {
        body: ZSerialNumberBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: "Checks a line's serial number: success, created, invalid or notmatch",
      },
    },
    async (request) => updateSerialNumber(app.ctx, sessionOf(request), request.body),
  );

  r.post(
    '/update-invoice-number',
    {
      schema: {
        body: ZInvoiceNumberBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: "Sets a line's invoice (or retailer order) number",
      },
    },
    async (request) => updateInvoiceNumber(app.ctx, sessionOf(request), request.body),
  );
};

const datesAndFiles: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/update-purchase-date',
    {
      schema: {
        body: ZPurchaseDateBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: "Sets a retail line's purchase date (2008-01-01 to today)",
      },
    },
    async (request) => updatePurchaseDate(app.ctx, sessionOf(request), request.body),
  );

  r.put(
    '/remove',
    {
      schema: {
        body: ZLineRefBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: 'Removes a retail line (and its proof) or deselects an order line',
      },
    },
    async (request) => removeLine(app.ctx, sessionOf(request), request.body.sourceId),
  );

  r.post(
    '/upload-file',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary:
          "A line's proof of purchase: multipart with `file` (JPG, GIF, PNG, PDF, WEBP or ZIP by content, at most 4 MB) and `sourceId`",
      },
    },
    async (request) => {
      const form = await readUploadForm(app.ctx, request.parts());
      return uploadProof(app.ctx, sessionOf(request), { sourceId: form.fields.sourceId, file: form.file });
    },
  );
};

const enquiryAndProgress: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/remove-file',
    {
      schema: {
        body: ZLineRefBody,
        response: { 200: ZProductsOutcomeResponse },
        tags,
        security,
        summary: "Deletes a line's proof of purchase",
      },
    },
    async (request) => removeProof(app.ctx, sessionOf(request), request.body.sourceId),
  );

  r.post(
    '/enquiry',
    {
      schema: {
        body: ZEnquiryBody,
        response: { 200: ZEnquiryResponse },
        tags,
        security,
        summary: 'Sets the nature of enquiry (and the purchase source) without moving the step; answers the wizard',
      },
    },
    async (request) => chooseEnquiry(app.ctx, sessionOf(request), request.body),
  );

  r.post(
    '/service-required',
    {
      schema: {
        body: ZServiceRequiredBody,
        response: { 200: ZServiceRequiredResponse },
        tags,
        security,
        summary: 'Completes the products step and moves to the request step',
      },
    },
    async (request) => serviceRequired(app.ctx, sessionOf(request), request.body),
  );
};

const routes: FastifyPluginAsync = async (app) => {
  // Every call of this folder acts for the session its bearer token names.
  app.addHook('preHandler', app.requireSession);
  await app.register(listAndSearch);
  await app.register(selectionAndLines);
  await app.register(datesAndFiles);
  await app.register(enquiryAndProgress);
};
export default routes;
