import { type ApiErrorBody, type Company, type User } from '@admin-hub/domain/entities';
import {
  COMPANY_NAME_MAX_LENGTH,
  CREDITS_MAX,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '@admin-hub/domain/limits';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { getDatabase } from '../db/database.ts';
import { apiAs, useMockApi, type ApiAnswer } from '../testing/mockApi.ts';

// Issue 9, defects 1 to 4, as an attacker or a careless client would send them.
useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const userPath = (authId: string) => `/users/${encodeURIComponent(authId)}`;

const companyBody = {
  name: 'Nordlicht',
  signManufacturerId: null,
  manufacturerSignupType: 'standard',
};
const inviteBody = {
  companyId: ACME_COMPANY_ID,
  role: Role.User,
  email: 'new@acme.example',
  sendInviteEmail: false,
};
const editBody = (changes: Record<string, unknown> = {}) => {
  const user = getDatabase().users.get(DEMO_USER.id)!;
  const { id, firstName, lastName, email, role } = user;
  return { id, firstName, lastName, email, role, ...changes };
};
let emailCount = 0;
const uniqueEmail = () => `invitee${(emailCount += 1)}@acme.example`;
const creditsBody = { downloadCredits: 10, requestCredits: 2 };

/** `body` as JSON text with `extra` (raw JSON text) spliced in as its first member. */
const withMember = (body: object, extra: string) => `{${extra},${JSON.stringify(body).slice(1)}`;

/** One field's messages in a 422 answer. */
const fieldMessages = (answer: ApiAnswer<ApiErrorBody>, field: string) =>
  (answer.body.errors ?? []).filter((error) => error.field === field).map((e) => e.message);

describe('defect 1: built-in property names in a JSON body', () => {
  const WRITES = [
    ['POST /companies', 'POST', '/companies', () => companyBody, 'main', 201],
    ['PUT /companies/1', 'PUT', '/companies/1', () => companyBody, 'main', 200],
    ['POST /users', 'POST', '/users', () => ({ ...inviteBody, email: uniqueEmail() }), 'main', 201],
    ['PUT /users/:id', 'PUT', userPath(DEMO_USER.id), () => editBody(), 'main', 200],
    [
      'PUT mfa-status',
      'PUT',
      '/companies/1/mfa-status',
      () => ({ isMfaEnabled: true }),
      'main',
      200,
    ],
    ['PUT credits', 'PUT', '/company/1/credits', () => creditsBody, 'content', 200],
    [
      'PUT subscriber-user',
      'PUT',
      '/company/1/subscriber-user',
      () => ({ subscriberAuthId: DEMO_ADMIN.id }),
      'content',
      200,
    ],
    [
      'PUT sign permissions',
      'PUT',
      `${userPath(DEMO_USER.id)}/signs/permissions`,
      () => ({ signIds: [1] }),
      'scheduler',
      200,
    ],
  ] as const;
  const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  const cases = WRITES.flatMap(([name, method, path, body, api, status]) =>
    KEYS.map((key) => ({ name, method, path, body, api, status, key })),
  );

  it.each(cases)(
    '$name ignores an unknown "$key" member instead of failing',
    async ({ method, path, body, api, status, key }) => {
      for (const value of ['1', '{"polluted":true}', 'null']) {
        const answer = await superAdmin.send(
          method,
          path,
          withMember(body(), `"${key}":${value}`),
          api,
        );
        expect(answer.status).toBe(status);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('never treats a built-in name as a field, even for a field the schema knows', async () => {
    const answer = await superAdmin.send<ApiErrorBody>(
      'POST',
      '/companies',
      '{"__proto__":{"name":"Hidden"},"manufacturerSignupType":"standard"}',
    );
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer, 'name')).toEqual([MESSAGES.createCompanyNameRequired]);
  });
  it('refuses a value object whose toString is not a function instead of failing', async () => {
    const named = await admin.send<ApiErrorBody>(
      'PUT',
      userPath(DEMO_USER.id),
      JSON.stringify(editBody()).replace('"firstName":"Jordan"', '"firstName":{"toString":"x"}'),
    );
    expect(named.status).toBe(422);
    expect(fieldMessages(named, 'firstName')).toEqual([MESSAGES.invalidFirstName]);
    const company = await superAdmin.send(
      'POST',
      '/companies',
      '{"name":{"toString":1,"valueOf":2}}',
    );
    expect(company.status).toBe(422);
  });
});

describe('defect 2: no coercion of body values', () => {
  it.each([
    ['true', true],
    ['[1]', [ACME_COMPANY_ID]],
    ['" 1 "', ` ${ACME_COMPANY_ID} `],
    ['"1"', String(ACME_COMPANY_ID)],
    ['1.5', 1.5],
  ])('refuses companyId %s on POST /users and creates nobody', async (_case, companyId) => {
    const before = getDatabase().users.size;
    const answer = await superAdmin.post<ApiErrorBody>('/users', { ...inviteBody, companyId });
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer, 'companyId')).toEqual([MESSAGES.invalidCompany]);
    expect(getDatabase().users.size).toBe(before);
  });

  it('asks for a missing companyId', async () => {
    const { companyId: _omitted, ...body } = inviteBody;
    const answer = await superAdmin.post<ApiErrorBody>('/users', body);
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer, 'companyId')).toEqual([MESSAGES.companyRequired]);
  });

  it.each([123, true, ['Ada'], { first: 'Ada' }])(
    'refuses a first and last name %j on PUT /users/:id',
    async (name) => {
      const answer = await admin.put<ApiErrorBody>(
        userPath(DEMO_USER.id),
        editBody({ firstName: name, lastName: name }),
      );
      expect(answer.status).toBe(422);
      expect(fieldMessages(answer, 'firstName')).toEqual([MESSAGES.invalidFirstName]);
      expect(fieldMessages(answer, 'lastName')).toEqual([MESSAGES.invalidLastName]);
      expect(getDatabase().users.get(DEMO_USER.id)).toMatchObject({
        firstName: 'Jordan',
        lastName: 'Lee',
      });
    },
  );

  it.each([123, true])('refuses a company name %j', async (name) => {
    const answer = await superAdmin.post<ApiErrorBody>('/companies', { ...companyBody, name });
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer, 'name')).toHaveLength(1);
  });

  it.each([['"0x10"'], ['"1e3"'], ['[5]'], ['"5"'], ['" 5 "'], ['true']])(
    'refuses credits %s and keeps the stored ones',
    async (raw) => {
      const stored = getDatabase().contentAccounts.get(1)!.downloadCredits;
      const answer = await superAdmin.send<ApiErrorBody>(
        'PUT',
        '/company/1/credits',
        `{"downloadCredits":${raw},"requestCredits":${raw}}`,
        'content',
      );
      expect(answer.status).toBe(422);
      expect(fieldMessages(answer, 'downloadCredits')).toEqual([MESSAGES.downloadCreditsInteger]);
      expect(fieldMessages(answer, 'requestCredits')).toEqual([MESSAGES.requestCreditsInteger]);
      expect(getDatabase().contentAccounts.get(1)!.downloadCredits).toBe(stored);
    },
  );

  it.each([
    [
      'isMfaEnabled "true"',
      'PUT',
      '/companies/1/mfa-status',
      { isMfaEnabled: 'true' },
      'main',
      'isMfaEnabled',
    ],
    [
      'sendInviteEmail "false"',
      'POST',
      '/users',
      { ...inviteBody, sendInviteEmail: 'false' },
      'main',
      'sendInviteEmail',
    ],
    [
      'signIds ["1"]',
      'PUT',
      `${userPath(DEMO_USER.id)}/signs/permissions`,
      { signIds: ['1'] },
      'scheduler',
      'signIds[0]',
    ],
    [
      'signManufacturerId "1"',
      'POST',
      '/companies',
      { ...companyBody, signManufacturerId: '1' },
      'main',
      'signManufacturerId',
    ],
  ] as const)('refuses %s', async (_case, method, path, body, api, field) => {
    const answer = await superAdmin.send<ApiErrorBody>(method, path, JSON.stringify(body), api);
    expect(answer.status).toBe(422);
    expect(fieldMessages(answer, field)).toHaveLength(1);
  });

  it.each(['0x1', '1e0', '+1', '01', '1.0', '%201', '-1', '0', '9007199254740993'])(
    'finds no company at id %s on any API',
    async (id) => {
      const notFound = { status: 404, body: { message: 'Not found' } };
      expect(await superAdmin.get(`/companies/${id}`)).toEqual(notFound);
      expect(await superAdmin.get(`/company/${id}`, 'content')).toEqual(notFound);
      expect(await superAdmin.get(`/admin/company-signs/${id}`)).toEqual(notFound);
      expect(await superAdmin.delete(`/signs/${id}`, 'scheduler')).toEqual(notFound);
    },
  );

  it('refuses a malformed companyId filter with a field message', async () => {
    const users = await superAdmin.get<ApiErrorBody>('/users?companyId=0x1');
    expect(users.status).toBe(422);
    expect(fieldMessages(users, 'companyId')).toEqual([MESSAGES.invalidCompany]);
    const signs = await superAdmin.get<ApiErrorBody>('/signs?companyId=1e0', 'scheduler');
    expect(signs.status).toBe(422);
  });
});

describe('defect 3: limits, at the edge and one over', () => {
  const chars = (count: number, char = 'a') => char.repeat(count);
  /** An address of exactly `length` characters with a local part of `local`. */
  const emailOf = (local: number, length: number) => {
    let domain = '';
    let remaining = length - local - 1 - '.example'.length;
    while (remaining > 0) {
      const label = Math.min(remaining, 63);
      domain += `${'d'.repeat(label)}${remaining - label > 0 ? '.' : ''}`;
      remaining -= label + 1;
    }
    const address = `${'l'.repeat(local)}@${domain}.example`;
    if (address.length !== length)
      throw new Error(`emailOf(${local}, ${length}) made ${address.length}`);
    return address;
  };

  it('takes a company name at the limit and refuses one over', async () => {
    const name = chars(COMPANY_NAME_MAX_LENGTH);
    expect((await superAdmin.post<Company>('/companies', { ...companyBody, name })).body.name).toBe(
      name,
    );
    const over = await superAdmin.post<ApiErrorBody>('/companies', {
      ...companyBody,
      name: `${name}a`,
    });
    expect(over.status).toBe(422);
    expect(fieldMessages(over, 'name')).toEqual([MESSAGES.companyNameTooLong]);
  });

  it('counts characters, not UTF-16 units: a name of emoji at the limit passes', async () => {
    const name = chars(COMPANY_NAME_MAX_LENGTH, '🪧');
    expect((await superAdmin.put('/companies/1', { ...companyBody, name })).status).toBe(200);
  });

  it('takes first and last names at the limit and refuses one over, and 10,000', async () => {
    const atLimit = chars(PERSON_NAME_MAX_LENGTH, 'é');
    const ok = await admin.put<User>(
      userPath(DEMO_USER.id),
      editBody({ firstName: atLimit, lastName: atLimit }),
    );
    expect(ok.body.firstName).toBe(atLimit);
    for (const name of [`${atLimit}e`, chars(10_000)]) {
      const over = await admin.put<ApiErrorBody>(
        userPath(DEMO_USER.id),
        editBody({ firstName: name, lastName: name }),
      );
      expect(over.status).toBe(422);
      expect(fieldMessages(over, 'firstName')).toEqual([MESSAGES.firstNameTooLong]);
      expect(fieldMessages(over, 'lastName')).toEqual([MESSAGES.lastNameTooLong]);
    }
  });

  it('takes an e-mail address of 254 characters with a 64-character local part', async () => {
    const email = emailOf(EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH);
    expect((await superAdmin.post<User>('/users', { ...inviteBody, email })).status).toBe(201);
    const other = `m${email.slice(1)}`;
    expect(
      (await admin.put<User>(userPath(DEMO_USER.id), editBody({ email: other }))).body.email,
    ).toBe(other);
  });

  it.each([
    [
      'a 65-character local part',
      () => emailOf(EMAIL_LOCAL_PART_MAX_LENGTH + 1, 100),
      MESSAGES.emailLocalPartTooLong,
    ],
    [
      'a 5,000-character local part',
      () => `${chars(5000)}@acme.example`,
      MESSAGES.emailLocalPartTooLong,
    ],
    ['255 characters', () => emailOf(10, EMAIL_MAX_LENGTH + 1), MESSAGES.emailTooLong],
  ])('refuses an e-mail address with %s', async (_case, email, message) => {
    const invite = await superAdmin.post<ApiErrorBody>('/users', { ...inviteBody, email: email() });
    expect(invite.status).toBe(422);
    expect(fieldMessages(invite, 'email')).toContain(message);
    const edit = await admin.put<ApiErrorBody>(
      userPath(DEMO_USER.id),
      editBody({ email: email() }),
    );
    expect(fieldMessages(edit, 'email')).toContain(message);
  });

  it('takes credits up to the maximum and refuses one more, 1e308 and 2^53 + 1', async () => {
    const put = (raw: string) =>
      superAdmin.send<ApiErrorBody>(
        'PUT',
        '/company/1/credits',
        `{"downloadCredits":${raw},"requestCredits":${raw}}`,
        'content',
      );
    expect((await put(String(CREDITS_MAX))).status).toBe(200);
    for (const raw of [String(CREDITS_MAX + 1), '1e308', '9007199254740993']) {
      const over = await put(raw);
      expect(over.status).toBe(422);
      expect(fieldMessages(over, 'downloadCredits')).toEqual([MESSAGES.downloadCreditsMax]);
      expect(fieldMessages(over, 'requestCredits')).toEqual([MESSAGES.requestCreditsMax]);
    }
    expect(getDatabase().contentAccounts.get(1)!.downloadCredits).toBe(CREDITS_MAX);
  });

  // 100 KiB written out, not read from REQUEST_BODY_MAX_BYTES: a test that followed the constant
  // would pass whatever it became.
  it('takes a body of exactly the cap, 100 KiB, and answers 413 to one byte more', async () => {
    const json = JSON.stringify(companyBody);
    const padded = (size: number) => json + ' '.repeat(size - json.length);
    expect((await superAdmin.send('POST', '/companies', padded(100 * 1024))).status).toBe(201);
    expect(await superAdmin.send('POST', '/companies', padded(100 * 1024 + 1))).toEqual({
      status: 413,
      body: { message: MESSAGES.requestBodyTooLarge },
    });
  }, 20_000);

  // The 50 MB body of the issue is sent to the HTTP server (startMockServer.test.ts): msw/node's
  // fetch interceptor buffers a whole body before a handler sees it, which makes 50 MB slow here.
  it('answers 413 to a 1,000,000-character name and a 5 MB body, on any call', async () => {
    const hugeName = await superAdmin.post('/companies', {
      ...companyBody,
      name: chars(1_000_000),
    });
    expect(hugeName.status).toBe(413);
    const fiveMegabytes = JSON.stringify({ padding: chars(5 * 1024 * 1024) });
    const invite = await superAdmin.send(
      'POST',
      `${userPath(DEMO_USER.id)}/send-invite-email`,
      fiveMegabytes,
    );
    expect(invite.status).toBe(413);
    expect(getDatabase().outbox).toEqual([]);
  }, 20_000);
});

describe('defect 4: invisible characters in names', () => {
  const INVISIBLE_ONLY = [
    ['zero-width spaces', '\u200B\u200C\u200D'],
    ['a byte-order mark and a word joiner', '\uFEFF\u2060'],
    ['control characters', '\u0000\u0007\u001B'],
    ['direction overrides and isolates', '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'],
    ['a mix with spaces', ' \u200B \u202E\u0000 '],
  ];

  it.each(INVISIBLE_ONLY)('refuses a company name of %s as empty', async (_case, name) => {
    const created = await superAdmin.post<ApiErrorBody>('/companies', { ...companyBody, name });
    expect(fieldMessages(created, 'name')).toEqual([MESSAGES.createCompanyNameRequired]);
    const edited = await superAdmin.put<ApiErrorBody>('/companies/1', { ...companyBody, name });
    expect(fieldMessages(edited, 'name')).toEqual([MESSAGES.companyNameRequired]);
  });

  it.each(INVISIBLE_ONLY)(
    'stores a first and last name of %s as no name: Invited',
    async (_case, name) => {
      const { body } = await admin.put<User>(
        userPath(DEMO_USER.id),
        editBody({ firstName: name, lastName: name }),
      );
      expect(body).toMatchObject({ firstName: null, lastName: null });
    },
  );

  it('strips invisible characters among visible ones and keeps joiners inside words', async () => {
    const { body } = await admin.put<User>(
      userPath(DEMO_USER.id),
      editBody({ firstName: '\u202EAda\u200B\u0000', lastName: 'Love\u2066lace \u200D' }),
    );
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const persian = 'می\u200Cخواهم';
    const kept = await admin.put<User>(userPath(DEMO_USER.id), editBody({ lastName: persian }));
    expect(kept.body.lastName).toBe(persian);
  });
});
