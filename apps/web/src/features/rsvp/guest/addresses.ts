import type { contract, InputOf } from '@ongi/shared';

// The guest page's 참석 의사 addresses, written out as the invitation view's
// are (features/invitation/view/addresses.ts): the contract would bring zod
// into the light page. Their types are the contract's, so a changed path or
// body fails the typecheck here.
type Create = typeof contract.rsvp.create;
type Own = typeof contract.rsvp.own;
type Change = typeof contract.rsvp.change;
type Find = typeof contract.rsvp.find;

const createPath: Create['path'] = '/rsvp/page/:publicNum';
const ownPath: Own['path'] & Change['path'] = '/rsvp/page/:publicNum/own';
const findPath: Find['path'] = '/rsvp/page/:publicNum/find';

export type CreateBody = NonNullable<InputOf<Create>['body']>;
export type ChangeBody = NonNullable<InputOf<Change>['body']>;
export type FindBody = NonNullable<InputOf<Find>['body']>;
export type AnswerBody = CreateBody['answer'];

const at = (path: string, publicNum: string) => `/api${path.replace(':publicNum', () => encodeURIComponent(publicNum))}`;

export const rsvpAddresses = {
  create: (publicNum: string) => ({ method: 'POST' as const, url: at(createPath, publicNum) }),
  own: (publicNum: string) => ({ method: 'POST' as const, url: at(ownPath, publicNum) }),
  change: (publicNum: string) => ({ method: 'PUT' as const, url: at(ownPath, publicNum) }),
  find: (publicNum: string) => ({ method: 'POST' as const, url: at(findPath, publicNum) }),
};
