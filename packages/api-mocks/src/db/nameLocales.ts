import type { Faker } from '@faker-js/faker';
import { faker as fakerDE } from '@faker-js/faker/locale/de';
import { faker as fakerEN } from '@faker-js/faker/locale/en_US';
import { faker as fakerFR } from '@faker-js/faker/locale/fr';
import { faker as fakerPL } from '@faker-js/faker/locale/pl';
import { faker as fakerSV } from '@faker-js/faker/locale/sv';
import { faker as fakerZH } from '@faker-js/faker/locale/zh_CN';

/** Locales for people's names, weighted towards English, with some non-ASCII ones. */
export const NAME_LOCALES: { weight: number; value: Faker }[] = [
  { weight: 60, value: fakerEN },
  { weight: 12, value: fakerDE },
  { weight: 12, value: fakerFR },
  { weight: 8, value: fakerPL },
  { weight: 4, value: fakerSV },
  { weight: 4, value: fakerZH },
];
