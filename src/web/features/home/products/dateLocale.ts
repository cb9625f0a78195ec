/**
 * The dayjs locales of the eight languages, loaded for the date picker (DAYJS_LOCALE names them).
 */
import 'dayjs/locale/de.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/it.js';
import 'dayjs/locale/ja.js';
import 'dayjs/locale/pl.js';
import 'dayjs/locale/zh-tw.js';
export { DAYJS_LOCALE } from '../../../../shared/languages.js';
