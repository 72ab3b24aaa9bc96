// Every endpoint module exports its injected API and one hook per call of spec §7 (and the
// proposed GET /activity).
export * from './main/users.ts';
export * from './main/usersQuery.ts';
export * from './main/companies.ts';
export * from './main/signManufacturers.ts';
export * from './main/contentSigns.ts';
export * from './main/activity.ts';
export * from './content/contentCompanies.ts';
export * from './scheduler/signs.ts';
export * from './scheduler/signPermissions.ts';
