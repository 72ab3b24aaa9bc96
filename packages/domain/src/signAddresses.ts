import { Role } from './roles.ts';

/**
 * The addresses of spec §2 that lead from the company page to the scheduler and {product} apps.
 * Hosts come from configuration (they may carry a path, e.g. `https://apps.example/scheduler`),
 * and every address carries `redirectUrl`: the page to come back to.
 */

type Query = Record<string, string | number>;

/** `host` + `path` with `query` then `redirectUrl`, in that order; a trailing slash on the host is dropped. */
function appAddress(host: string, path: string, query: Query, redirectUrl: string): string {
  const url = new URL(`${host.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  url.searchParams.set('redirectUrl', redirectUrl);
  return url.toString();
}

/**
 * The current page as an absolute address on the admin hub's origin: path and query, no hash
 * (the other app sends the person back here).
 */
export function currentPageAddress(
  origin: string,
  location: { pathname: string; search: string },
): string {
  const url = new URL(location.pathname, origin);
  url.search = location.search;
  return url.toString();
}

/** Scheduler app: add a sign to a company (`/signs/add?companyId=`). */
export const schedulerSignAddAddress = (host: string, companyId: number, redirectUrl: string) =>
  appAddress(host, '/signs/add', { companyId }, redirectUrl);

/** Scheduler app: edit a sign (`/signs/{id}/edit`). */
export const schedulerSignEditAddress = (host: string, signId: number, redirectUrl: string) =>
  appAddress(host, `/signs/${signId}/edit`, {}, redirectUrl);

/** Scheduler app: view a sign (`/signs/{id}`). */
export const schedulerSignViewAddress = (host: string, signId: number, redirectUrl: string) =>
  appAddress(host, `/signs/${signId}`, {}, redirectUrl);

/**
 * {product} app: platform administrators work in its admin area on any company
 * (`/admin/signs/{companyId}`); company managers in their own company's `/signs`.
 */
const managesAnyCompany = (role: Role) => role === Role.SuperAdmin;

/** {product} app: add a sign (`/admin/signs/{companyId}?addSign=1`, or `/signs/?addSign=1`). */
export function contentSignAddAddress(
  host: string,
  role: Role,
  companyId: number,
  redirectUrl: string,
): string {
  return managesAnyCompany(role)
    ? appAddress(host, `/admin/signs/${companyId}`, { addSign: 1 }, redirectUrl)
    : appAddress(host, '/signs/', { addSign: 1 }, redirectUrl);
}

/** {product} app: edit a sign (`/admin/signs/{companyId}?editSignId=`, or `/signs?editSignId=`). */
export function contentSignEditAddress(
  host: string,
  role: Role,
  sign: { id: number; companyId: number },
  redirectUrl: string,
): string {
  return managesAnyCompany(role)
    ? appAddress(host, `/admin/signs/${sign.companyId}`, { editSignId: sign.id }, redirectUrl)
    : appAddress(host, '/signs', { editSignId: sign.id }, redirectUrl);
}

/**
 * {product} app: delete a sign (`/admin/signs/{companyId}?deleteSignId=`). Only platform
 * administrators have it; a company manager is asked to contact {product} instead.
 */
export function contentSignDeleteAddress(
  host: string,
  role: Role,
  sign: { id: number; companyId: number },
  redirectUrl: string,
): string | null {
  return managesAnyCompany(role)
    ? appAddress(host, `/admin/signs/${sign.companyId}`, { deleteSignId: sign.id }, redirectUrl)
    : null;
}
