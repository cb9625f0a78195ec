import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupRateLimit } from '../../app.js';
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
import { readUploadForm } from '../files/service.js';
import { chooseEnquiry } from './wizard.js';
import {
  addRetailProduct,
  removeLine,
  removeProof,
  searchOrder,
  searchRetail,
  searchRmaRequest,
  selectLine,
  serviceRequired,
  updateInvoiceNumber,
  updatePurchaseDate,
  updateSerialNumber,
  uploadProof,
  yourProducts,
} from './service.js';

const tags = ['your-products'];
const security = [{ bearer: [] }];

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pre = { preHandler: app.requireSession };

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
      ...pre,
    },
    async (request) => yourProducts(app.ctx, request.session!),
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
      ...pre,
    },
    async (request) => searchOrder(app.ctx, request.session!, request.body.keyword),
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
      ...pre,
    },
    async (request) => searchRmaRequest(app.ctx, request.session!, request.body.keyword),
  );

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
      ...pre,
    },
    async (request) =>
      selectLine(app.ctx, request.session!, { keyword: request.body.keyword, action: request.body.action }),
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
      ...pre,
    },
    async (request) => searchRetail(app.ctx, request.session!, request.body.keyword),
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
      ...pre,
    },
    async (request) => addRetailProduct(app.ctx, request.session!, request.body),
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
      ...pre,
    },
    async (request) => updateSerialNumber(app.ctx, request.session!, request.body),
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
      ...pre,
    },
    async (request) => updateInvoiceNumber(app.ctx, request.session!, request.body),
  );

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
      ...pre,
    },
    async (request) => updatePurchaseDate(app.ctx, request.session!, request.body),
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
      ...pre,
    },
    async (request) => removeLine(app.ctx, request.session!, request.body.sourceId),
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
      ...pre,
    },
    async (request) => {
      const form = await readUploadForm(app.ctx, request.parts());
      return uploadProof(app.ctx, request.session!, { sourceId: form.fields.sourceId, file: form.file });
    },
  );

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
      ...pre,
    },
    async (request) => removeProof(app.ctx, request.session!, request.body.sourceId),
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
      ...pre,
    },
    async (request) => chooseEnquiry(app.ctx, request.session!, request.body),
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
      ...pre,
    },
    async (request) => serviceRequired(app.ctx, request.session!, request.body),
  );
};
export default routes;
