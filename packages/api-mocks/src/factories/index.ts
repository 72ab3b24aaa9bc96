export { buildUser, buildUsers, buildCurrentUser } from './buildUser.ts';
export { buildCompany, buildContentCompany } from './buildCompany.ts';
export { buildPaged } from './buildPaged.ts';
export { buildSchedulerSign, buildContentSign } from './buildSign.ts';
export { buildMfaDevice } from './buildMfaDevice.ts';
export { buildSignManufacturers } from './buildSignManufacturers.ts';
export { buildActivityEntry } from './buildActivityEntry.ts';
