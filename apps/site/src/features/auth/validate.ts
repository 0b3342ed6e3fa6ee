import { isBlank, MSG, validateSmsSend } from 'gaokao-domain';

/** Fields of the login dialog, named as gaokao-domain's validateLogin names them. */
export type LoginField = 'username' | 'password' | 'phone' | 'code';

/**
 * One field's rule, for the on-blur check. The whole-form check on submit is gaokao-domain's validateLogin; this
 * applies the same domain rules to a single field so leaving an empty field shows its own message at once.
 */
export function loginFieldError(field: LoginField, value: string): string | null {
  switch (field) {
    case 'username':
      return isBlank(value) ? MSG.usernameRequired : null;
    case 'password':
      return isBlank(value) ? MSG.passwordRequired : null;
    case 'phone': {
      const check = validateSmsSend(value);
      return check.ok ? null : check.message;
    }
    case 'code':
      return isBlank(value) ? MSG.codeRequired : null;
  }
}
