import { z } from '../zod';
import { messages } from '../messages';

export const roleTypes = ['NORMAL', 'ADMIN'] as const;
export type RoleType = (typeof roleTypes)[number];

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const requiredSecret = (message: string) => z.string({ error: message }).min(1, message);

export const memberLoginSchema = z.object({
  username: requiredText(messages.login.required),
  pwd: requiredSecret(messages.login.required),
  isSaveUsername: z.boolean().optional().default(false),
});
export type MemberLoginInput = z.input<typeof memberLoginSchema>;

export const adminLoginSchema = z.object({
  username: requiredText(messages.login.required),
  pwd: requiredSecret(messages.login.required),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

// Non-member login: the order number doubles as the order password.
export const nonMemberLoginSchema = z.object({
  nonUserName: requiredText(messages.login.required),
  phoneNum: requiredText(messages.login.required),
  orderNum: requiredText(messages.login.required),
});
export type NonMemberLoginInput = z.input<typeof nonMemberLoginSchema>;

export const loginResultSchema = z.object({
  result: z.boolean(),
  name: z.string(),
  username: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sessionRoleTypes = ['NORMAL', 'ADMIN', 'NON_MEMBER'] as const;
export type SessionRoleType = (typeof sessionRoleTypes)[number];

export const userInfoSchema = z.object({
  name: z.string(),
  roleType: z.enum(sessionRoleTypes),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const checkLoginSchema = z.object({
  isAuthenticated: z.boolean(),
  userInfo: userInfoSchema.nullable(),
});
export type CheckLogin = z.infer<typeof checkLoginSchema>;

export const checkAdminSchema = z.object({
  accountSeq: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type CheckAdmin = z.infer<typeof checkAdminSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;
