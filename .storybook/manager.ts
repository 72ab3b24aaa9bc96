import { addons } from 'storybook/manager-api';
import { brandTheme } from './brandTheme.ts';

addons.setConfig({ theme: brandTheme });
