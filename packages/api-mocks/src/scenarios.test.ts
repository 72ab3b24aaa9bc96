import type { Paged, User } from '@admin-hub/domain/entities';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URLS } from './config.ts';
import { DEMO_SUPER_ADMIN } from './demoAccounts.ts';
import { FORBIDDEN_MESSAGE } from './handlers/apiError.ts';
import { scenario, SERVER_ERROR_MESSAGE } from './scenarios.ts';
import { apiAs, useMockApi } from './testing/mockApi.ts';

const { server } = useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);

describe('scenario', () => {
  it('serverError answers 500 with a message', async () => {
    server.use(scenario('GET /users', 'serverError'));
    expect(await superAdmin.get('/users')).toEqual({
      status: 500,
      body: { message: SERVER_ERROR_MESSAGE },
    });
  });

  it('networkError fails the request itself', async () => {
    server.use(scenario('content:GET /company/:id', 'networkError'));
    await expect(superAdmin.get('/company/1', 'content')).rejects.toThrow(TypeError);
  });

  it('forbidden answers 403', async () => {
    server.use(scenario('GET /companies', 'forbidden'));
    expect(await superAdmin.get('/companies')).toEqual({
      status: 403,
      body: { message: FORBIDDEN_MESSAGE },
    });
  });

  it('empty answers page 1 of nothing for a paged list', async () => {
    server.use(scenario('GET /users', 'empty'));
    const { body } = await superAdmin.get<Paged<User>>('/users?perPage=40&page=2');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0, per_page: 40 });
  });

  it('empty answers [] for a plain list and 404 for a single record', async () => {
    server.use(
      scenario('scheduler:GET /signs', 'empty'),
      scenario('content:GET /company/:id', 'empty'),
    );
    expect((await superAdmin.get('/signs?companyId=1', 'scheduler')).body).toEqual([]);
    expect((await superAdmin.get('/company/1', 'content')).status).toBe(404);
  });

  it('slow answers with the real, stateful data after the delay', async () => {
    server.use(scenario('GET /users/me', 'slow', DEFAULT_API_URLS, { delayMs: 300 }));
    const started = performance.now();
    const { status, body } = await superAdmin.get<User>('/users/me');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(status).toBe(200);
    expect(body.email).toBe(DEMO_SUPER_ADMIN.email);
  });

  it('slow waits about 2.5 s by default', async () => {
    server.use(scenario('GET /sign-manufacturers', 'slow'));
    const started = performance.now();
    expect((await superAdmin.get('/sign-manufacturers')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it('loading never answers', async () => {
    server.use(scenario('GET /companies/:id', 'loading'));
    const outcome = await Promise.race([
      superAdmin.get('/companies/1').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 500)),
    ]);
    expect(outcome).toBe('pending');
  });

  it('affects only its endpoint', async () => {
    server.use(scenario('GET /users', 'serverError'));
    expect((await superAdmin.get('/users/me')).status).toBe(200);
    expect((await superAdmin.get('/companies')).status).toBe(200);
  });
});
