import { describe, expect, it } from 'vitest';
import { Role } from '@admin-hub/domain/roles';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import { homeMenuEntries } from './homeMenuEntries.ts';

describe('homeMenuEntries', () => {
  it('points the external apps at their configured addresses', () => {
    const byKey = Object.fromEntries(
      homeMenuEntries(Role.User, DEMO_CONFIG).map((entry) => [entry.key, entry]),
    );
    expect(byKey.templates).toMatchObject({
      href: 'https://content.example.com/dashboard',
      external: true,
    });
    expect(byKey.canvas).toMatchObject({ href: 'https://canvas.example.com', external: true });
    expect(byKey.scheduleMySign).toMatchObject({
      href: 'https://scheduler.example.com/schedule',
      external: true,
    });
  });

  it('disables only Templates and Canvas on mobile', () => {
    const disabled = homeMenuEntries(Role.SuperAdmin, DEMO_CONFIG)
      .filter((entry) => entry.disabledOnMobile)
      .map((entry) => entry.title);
    expect(disabled).toEqual(['Templates', 'Canvas']);
  });

  it('joins a configured address that ends in a slash without doubling it', () => {
    const config = {
      ...DEMO_CONFIG,
      links: { ...DEMO_CONFIG.links, contentApp: 'https://content.example.com/' },
    };
    const templates = homeMenuEntries(Role.User, config).find((entry) => entry.key === 'templates');
    expect(templates?.href).toBe('https://content.example.com/dashboard');
  });

  it('opens the in-app sections through their routes', () => {
    const internal = homeMenuEntries(Role.SuperAdmin, DEMO_CONFIG).filter(
      (entry) => !entry.external,
    );
    expect(internal.map((entry) => entry.href)).toEqual([
      '/admin/companies',
      '/admin/users',
      '/admin/activity',
      '/admin/my-company',
    ]);
  });
});
