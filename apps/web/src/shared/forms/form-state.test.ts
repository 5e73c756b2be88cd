import { describe, expect, it } from 'vitest';
import { serverFeedback, visibleErrors } from './form-state';

describe('which messages show', () => {
  const clientErrors = { email: 'Not a valid email!', password: 'Field required' };

  it('shows a field’s own message once the user has left it, all of them after a submit', () => {
    expect(visibleErrors({ clientErrors, serverErrors: {}, touched: {}, submitted: false })).toEqual({});
    expect(
      visibleErrors({ clientErrors, serverErrors: {}, touched: { email: true }, submitted: false }),
    ).toEqual({
      email: 'Not a valid email!',
    });
    expect(visibleErrors({ clientErrors, serverErrors: {}, touched: {}, submitted: true })).toEqual(
      clientErrors,
    );
  });

  it('shows what the server said about a field the client finds fine', () => {
    expect(
      visibleErrors({
        clientErrors: {},
        serverErrors: { email: 'Email already in use' },
        touched: { email: true },
        submitted: true,
      }),
    ).toEqual({ email: 'Email already in use' });
  });
});

describe('server refusals on a form', () => {
  const translate = (key: string) => `t(${key})`;
  const failure = (
    status: number,
    code: string,
    details: { path: string; key: string; message: string }[] = [],
  ) => ({
    status,
    code,
    message: code,
    details,
  });

  it('puts VALIDATION_ERROR details under their fields, first message per field', () => {
    expect(
      serverFeedback(
        failure(400, 'VALIDATION_ERROR', [
          { path: 'phone', key: 'phone', message: 'Số điện thoại không hợp lệ!' },
          { path: 'phone', key: 'invalid', message: 'second' },
        ]),
        translate,
      ),
    ).toEqual({ fieldErrors: { phone: 'Số điện thoại không hợp lệ!' }, formError: null });
  });

  it('puts duplicate email and username under their fields', () => {
    const fields = { EMAIL_ALREADY_IN_USE: 'email', USERNAME_ALREADY_IN_USE: 'username' };
    expect(serverFeedback(failure(409, 'EMAIL_ALREADY_IN_USE'), translate, fields)).toEqual({
      fieldErrors: { email: 't(error.EMAIL_ALREADY_IN_USE)' },
      formError: null,
    });
    expect(serverFeedback(failure(409, 'USERNAME_ALREADY_IN_USE'), translate, fields).fieldErrors).toEqual({
      username: 't(error.USERNAME_ALREADY_IN_USE)',
    });
  });

  it('shows other codes above the form', () => {
    expect(serverFeedback(failure(401, 'LOGIN_INFO_INVALID'), translate)).toEqual({
      fieldErrors: {},
      formError: 't(error.LOGIN_INFO_INVALID)',
    });
    expect(serverFeedback(failure(429, 'TOO_MANY_REQUESTS'), translate).formError).toBe(
      't(error.TOO_MANY_REQUESTS)',
    );
  });

  it('stays quiet where the app already spoke: server down, no answer, session ended elsewhere', () => {
    for (const refused of [
      failure(0, 'SERVER_DOWN'),
      failure(503, 'SERVER_DOWN'),
      failure(401, 'LOGGED_IN_ELSEWHERE'),
    ]) {
      expect(serverFeedback(refused, translate)).toEqual({ fieldErrors: {}, formError: null });
    }
  });
});
