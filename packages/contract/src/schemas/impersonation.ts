import { z } from 'zod';
import { zId, zIdParam } from '../ids.js';

export const IMPERSONATION_COOKIE = 'impersonationTargetOrganizationId';
export const IMPERSONATION_HEADER = 'Impersonation-Target-Organization-Id';

export const IMPERSONATION_STATES = ['pending', 'accepted', 'rejected', 'revoked'] as const;
export type ImpersonationState = (typeof IMPERSONATION_STATES)[number];

export const ZImpersonationRequestBody = z.object({ recipientOrganizationId: zId });
export type TImpersonationRequestBody = z.input<typeof ZImpersonationRequestBody>;

/** The Impersonation request entity of spec section 3. */
export const ZImpersonationRequest = z.object({
  id: z.number().int(),
  senderOrganizationId: z.number().int(),
  senderOrganizationName: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  recipientOrganizationId: z.number().int(),
  recipientOrganizationName: z.string(),
  state: z.enum(IMPERSONATION_STATES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type TImpersonationRequest = z.infer<typeof ZImpersonationRequest>;
export const ZImpersonationRequests = z.array(ZImpersonationRequest);

export const ZImpersonationIdParams = z.object({ id: zIdParam });

/** One action taken while impersonating: who, for which organization, what and with what outcome. */
export const ZImpersonationLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  actorOrganizationName: z.string(),
  targetOrganizationId: z.number().int(),
  targetOrganizationName: z.string(),
  method: z.string(),
  path: z.string(),
  action: z.string(),
  statusCode: z.number().int(),
});
export type TImpersonationLogEntry = z.infer<typeof ZImpersonationLogEntry>;
export const ZImpersonationLog = z.array(ZImpersonationLogEntry);
