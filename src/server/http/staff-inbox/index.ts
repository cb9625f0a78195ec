import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '../../../shared/schemas/common.js';
import {
  ZInboxChangeResult,
  ZInboxConversation,
  ZInboxPage,
  ZInboxParams,
  ZInboxQuery,
  ZInboxReply,
  ZInboxStatusChange,
} from '../../../shared/staff/inbox.js';
import { replyFromInbox, setConversationStatus } from '../../modules/inbox/reply.js';
import { getConversation, listInbox } from '../../modules/inbox/view.js';
import { staffOf } from '../../plugins/staff-session.js';

const tags = ['staff-inbox'];
const security = [{ staffCookie: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The console's inbox (docs/staff/inbox.md): contact-us and chat conversations of the staff user's stores. */
const staffInbox: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage, ...errors },
        tags,
        security,
        summary: 'Conversations of one’s stores, newest first, with the open count and the oldest unanswered',
      },
    },
    async (request) => listInbox(app.ctx, staffOf(request), request.query),
  );

  r.get(
    '/:id',
    {
      schema: {
        params: ZInboxParams,
        response: { 200: ZInboxConversation, ...errors },
        tags,
        security,
        summary: 'A conversation: its messages, the customer, and their RMAs in the store',
      },
    },
    async (request) => getConversation(app.ctx, staffOf(request), request.params.id),
  );

  r.post(
    '/:id/reply',
    {
      schema: {
        params: ZInboxParams,
        body: ZInboxReply,
        response: { 200: ZInboxChangeResult, ...errors },
        tags,
        security,
        summary: 'Reply: the message, the conversation answered and the audit entry in one transaction',
      },
    },
    async (request) => ({
      conversation: await replyFromInbox(app.ctx, staffOf(request), request.params.id, request.body.body),
    }),
  );

  r.post(
    '/:id/status',
    {
      schema: {
        params: ZInboxParams,
        body: ZInboxStatusChange,
        response: { 200: ZInboxChangeResult, ...errors },
        tags,
        security,
        summary: 'Reopen or close a conversation',
      },
    },
    async (request) => ({
      conversation: await setConversationStatus(app.ctx, staffOf(request), request.params.id, request.body.status),
    }),
  );
};
export default staffInbox;
