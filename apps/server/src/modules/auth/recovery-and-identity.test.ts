import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, PASSWORD, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let jwks: http.Server;
let privateKey: CryptoKey;
const PROJECT = 'toanhay-test';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  // Google's key endpoint, played locally: the only outside system these tests stand in for.
  jwks = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/keys`,
  });
});
afterAll(async () => {
  await t.close();
  jwks.close();
});

const idToken = (claims: Record<string, unknown>, options: { audience?: string; key?: CryptoKey } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`https://securetoken.google.com/${options.audience ?? PROJECT}`)
    .setAudience(options.audience ?? PROJECT)
    .setSubject(String(claims.sub ?? 'uid-1'))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(options.key ?? privateKey);

describe('forgot and reset password', () => {
  it('mails a single-use link, answers the same for unknown emails, and the link sets a new password', async () => {
    const user = await createUser(t, { email: 'quenmk@example.vn' });
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'QuenMK@example.vn' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'khongai@example.vn' },
    });
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.mail.sent.map((m) => m.to)).toEqual(['quenmk@example.vn']);
    const link = /https?:\/\/\S+\/dat-lai-mat-khau\?token=(\S+)/.exec(t.mail.last()?.text ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    const session = (await login(t, user.username)).json();

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'matkhaumoi22', confirmPassword: 'matkhaumoi22' },
    });
    expect(reset.json()).toEqual({ ok: true });
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.username, 'matkhaumoi22')).statusCode).toBe(200);
    const old = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(old.statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'matkhaukhac3', confirmPassword: 'matkhaukhac3' },
    });
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it("builds the mailed link from the configured address, never from the request's Host", async () => {
    await createUser(t, { email: 'host.gia@example.vn' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot',
      remoteAddress: '198.51.100.40',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: 'host.gia@example.vn' },
    });
    expect(res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    const mail = t.mail.last('host.gia@example.vn');
    expect(mail).toBeDefined();
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/dat-lai-mat-khau\?token=\S+/);
    expect(`${mail?.text} ${mail?.html ?? ''}`).not.toContain('evil.example');
  });
});

describe('the reset mail speaks the language the user chose on the site', () => {
  const ask = (email: string, headers: Record<string, string>, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/auth/forgot', remoteAddress, headers, payload: { email } });
  const mailTo = async (email: string) => {
    await new Promise((r) => setTimeout(r, 20));
    return t.mail.last(email);
  };
  const ENGLISH = /^Reset your ToánHay password$/;
  const VIETNAMESE = /^Đặt lại mật khẩu ToánHay$/;

  it('the lang cookie wins over Accept-Language, both ways', async () => {
    await createUser(t, { email: 'chon.en@example.vn' });
    await createUser(t, { email: 'chon.vi@example.vn' });
    expect(
      (
        await ask(
          'chon.en@example.vn',
          { cookie: 'lang=en', 'accept-language': 'vi-VN,vi;q=0.9' },
          '198.51.100.50',
        )
      ).statusCode,
    ).toBe(200);
    const english = await mailTo('chon.en@example.vn');
    expect(english?.subject).toMatch(ENGLISH);
    expect(english?.text).toContain('Open this link to choose a new password');

    await ask(
      'chon.vi@example.vn',
      { cookie: 'lang=vi', 'accept-language': 'en-US,en;q=0.9' },
      '198.51.100.51',
    );
    const vietnamese = await mailTo('chon.vi@example.vn');
    expect(vietnamese?.subject).toMatch(VIETNAMESE);
    expect(vietnamese?.text).toContain('Mở liên kết sau để đặt mật khẩu mới');
  });

  it('without the cookie: Accept-Language, then Vietnamese', async () => {
    await createUser(t, { email: 'trinh.duyet@example.vn' });
    await createUser(t, { email: 'mac.dinh@example.vn' });
    await ask('trinh.duyet@example.vn', { 'accept-language': 'en-GB,en;q=0.8' }, '198.51.100.52');
    expect((await mailTo('trinh.duyet@example.vn'))?.subject).toMatch(ENGLISH);
    await ask('mac.dinh@example.vn', {}, '198.51.100.53');
    expect((await mailTo('mac.dinh@example.vn'))?.subject).toMatch(VIETNAMESE);
  });
});

describe('sign-in with Firebase', () => {
  it('creates a student on first sign-in with a verified email, then finds the same account', async () => {
    const token = await idToken({
      sub: 'uid-new',
      email: 'moi.firebase@gmail.com',
      email_verified: true,
      name: 'Nguyễn Thị Mai',
    });
    const first = await t.request({ method: 'POST', url: '/api/auth/firebase', payload: { idToken: token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'moi.firebase@gmail.com',
      firstName: 'Mai',
      lastName: 'Nguyễn Thị',
      role: { name: 'Học sinh' },
    });
    const second = await t.request({
      method: 'POST',
      url: '/api/auth/firebase',
      payload: { idToken: token },
    });
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('links to an existing account by verified email', async () => {
    const user = await createUser(t, { email: 'cu@example.vn' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/firebase',
      payload: { idToken: await idToken({ sub: 'uid-link', email: 'cu@example.vn', email_verified: true }) },
    });
    expect(res.json().user.id).toBe(user.id);
  });

  it('refuses another project’s token, a foreign key and an unverified email', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    for (const token of [
      await idToken({ sub: 'u2', email: 'a@b.vn', email_verified: true }, { audience: 'other-project' }),
      await idToken({ sub: 'u3', email: 'a@b.vn', email_verified: true }, { key: otherKey as CryptoKey }),
      await idToken({ sub: 'u4', email: 'chuaxacminh@b.vn', email_verified: false }),
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/firebase', payload: { idToken: token } });
      expect(res.json().code).toBe('LOGIN_INFO_INVALID');
    }
  });

  it('answers a clear code when not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request({
        method: 'POST',
        url: '/api/auth/firebase',
        payload: { idToken: 'x' },
      });
      expect([res.statusCode, res.json().code]).toEqual([501, 'IDENTITY_PROVIDER_NOT_CONFIGURED']);
    } finally {
      await bare.close();
    }
  });
});

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----toanhay-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('avatar', () => {
  it('stores an uploaded image as a 256 px WebP served under /uploads/users, and refuses non-images and tiny images', async () => {
    const { headers } = await signedInAs(t);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const up = multipart(png, 'anh.png', 'image/png');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/me/avatar',
      headers: { ...headers, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^\d+-[\w-]+\.webp$/);
    const served = await t.request({ method: 'GET', url: `/uploads/users/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const lying = multipart(Buffer.from('%PDF-1.4 not an image'), 'anh.png', 'image/png');
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/me/avatar',
      headers: { ...headers, ...lying.headers },
      payload: lying.payload,
    });
    expect(bad.json().code).toBe('ONLY_IMAGES');
    const tinyPng = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tiny = multipart(tinyPng, 'nho.png', 'image/png');
    const small = await t.request({
      method: 'POST',
      url: '/api/auth/me/avatar',
      headers: { ...headers, ...tiny.headers },
      payload: tiny.payload,
    });
    expect(small.json().code).toBe('IMAGE_TOO_SMALL');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user.avatar).toBe(avatar);
  });

  it('refuses an image over the size limit', async () => {
    const limited = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '1' });
    try {
      const { headers } = await signedInAs(limited);
      const big = multipart(Buffer.alloc(1.5 * 1024 * 1024, 1), 'to.png', 'image/png');
      const res = await limited.request({
        method: 'POST',
        url: '/api/auth/me/avatar',
        headers: { ...headers, ...big.headers },
        payload: big.payload,
      });
      expect([res.statusCode, res.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    } finally {
      await limited.close();
    }
  });
});
