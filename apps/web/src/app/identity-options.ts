import type { IdentityOptions } from '../features/account/identity';
import { paths } from './paths';

/** Where the identity helper opens the sandbox popup (signup and find-account share it). */
export const identityOptions: IdentityOptions = { sandboxPath: paths.sandboxIdentity };
