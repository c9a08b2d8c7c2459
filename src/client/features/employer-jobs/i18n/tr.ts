import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  title: 'TODO',
};
export default tr;
