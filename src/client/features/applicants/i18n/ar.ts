import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  title: 'TODO',
};
export default ar;
