import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  funeralInvitationEditSchema,
  invitationSavedSchema,
  messageSchema,
  seqParam,
  weddingInvitationEditSchema,
  z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { keepHostLoggedIn } from './host-session';
import { funeralKind, weddingKind, type AnyKind } from './kinds';
import { creationLimits, type CreationLimits } from './limits';
import { createInvitation, editableOrder, editInvitation, loadForEdit, readInvitationForm } from './save';

export interface InvitationFormRoutesOptions {
  db: Database;
  storage: Storage;
  /** Invitations a host may make in an hour (config.invitationCreateLimits). */
  creationLimits: CreationLimits;
}

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema };

// The request body is multipart (read in the handler as it streams), so the
// OpenAPI document describes its parts here rather than through a schema.
const multipartParts = (jsonField: string, label: string) =>
  `multipart/form-data: \`${jsonField}\` (JSON: ${label}), \`mainImage\` (대표 사진 1장), \`attachList\` (갤러리 사진, 합쳐서 12장까지). 사진은 JPG·PNG·GIF·WEBP, 한 장 15MB, 한 번에 합쳐서 80MB, 한 청첩장·부고장에 120MB까지, 가로×세로 6,400만 화소까지.`;

/** /api/invitation/{wedding,funeral}: create, edit and the edit form's load, for both kinds alike. */
export const invitationFormRoutes: FastifyPluginAsyncZod<InvitationFormRoutesOptions> = async (app, { db, storage, creationLimits: limits }) => {
  const creations = creationLimits(app, limits);
  const kinds: Array<[string, AnyKind, string, z.ZodType, string]> = [
    ['wedding', weddingKind, '청첩장', weddingInvitationEditSchema, 'weddingInvitationSeq'],
    ['funeral', funeralKind, '부고장', funeralInvitationEditSchema, 'funeralInvitationSeq'],
  ];
  for (const [path, kind, label, editSchema, seqName] of kinds) {
    const params = z.object({ [seqName]: seqParam });
    const seqOf = (request: { params: unknown }) => (request.params as Record<string, number>)[seqName];

    app.post(`/${path}`, {
      config: { access: 'public' },
      schema: {
        tags: ['invitation'],
        summary: `${label} 만들기 (회원, 또는 이름과 휴대폰 번호를 적은 비회원)`,
        description: `${multipartParts(kind.jsonField, `${label} 내용`)} 비회원이 만들면 그 주문으로 로그인된 세션이 열립니다.`,
        consumes: ['multipart/form-data'],
        response: { 200: invitationSavedSchema, ...refusals },
      },
      handler: async (request, reply) => {
        await creations.beforeReading(request);
        const form = await readInvitationForm(request, kind);
        try {
          const saved = await createInvitation(db, storage, kind, request.session?.user, form, { admit: creations.admit(request) });
          await keepHostLoggedIn(app, db, kind, request, reply, saved);
          return saved;
        } finally {
          await form.discard();
        }
      },
    });

    app.post(`/${path}/:${seqName}`, {
      // The owner check (member, the order's non-member session, administrator) is the route's own.
      config: { access: 'member' },
      schema: {
        tags: ['invitation'],
        summary: `${label} 수정 (만든 사람만)`,
        description: `${multipartParts(kind.jsonField, `${label} 내용과 지울 사진 deletedAttachSeqs`)} 새 대표 사진은 이전 대표 사진을 바꿉니다.`,
        consumes: ['multipart/form-data'],
        params,
        response: { 200: invitationSavedSchema, ...refusals },
      },
      handler: async (request) => {
        // Whose it is is settled before a byte of the photos is read.
        const order = await editableOrder(db, kind, seqOf(request), request.session?.user);
        const form = await readInvitationForm(request, kind);
        try {
          return await editInvitation(db, storage, kind, order, form);
        } finally {
          await form.discard();
        }
      },
    });

    app.get(`/${path}/:${seqName}`, {
      config: { access: 'member' },
      schema: { tags: ['invitation'], summary: `${label} 수정 화면에 불러오기 (만든 사람만)`, params, response: { 200: editSchema, ...refusals } },
      handler: async (request) => loadForEdit(db, kind, seqOf(request), request.session?.user),
    });
  }
};
