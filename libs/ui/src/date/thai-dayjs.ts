import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/*
 * dayjs in Thai with the Buddhist era, time zones and parsing by format: for date pickers. Apart
 * from buddhist-date.ts (plain Intl), so that the console's first screens do not load dayjs.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);
dayjs.extend(customParseFormat);
dayjs.locale('th');

export { dayjs };
