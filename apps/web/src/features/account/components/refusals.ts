import { messages } from '@ongi/shared';
import type { ApiError } from '@web/shared/lib/api';

// Which field a server's refusal of an account form is about (the form kit
// alerts the sentence, then focuses that field; nothing typed is cleared).

/**
 * A new password the server refuses: the rule (checked here too), one easy to
 * guess (only the server holds the dictionaries), or the one in use now.
 */
const newPasswordRefusals: readonly string[] = [messages.password.weak, messages.password.rule, messages.signup.pwdRule, messages.password.sameAsCurrent];

export function isNewPasswordRefusal(error: ApiError): boolean {
  return error.status === 400 && newPasswordRefusals.includes(error.message);
}

/** The current password is missing or wrong, or tried wrong too often (429: wait, then type it again). */
export function isCurrentPasswordRefusal(error: ApiError): boolean {
  return (
    error.status === 429 ||
    error.message === messages.password.currentWrong ||
    error.message === messages.password.currentRequired ||
    error.message === messages.profile.currentPasswordForEmail
  );
}
