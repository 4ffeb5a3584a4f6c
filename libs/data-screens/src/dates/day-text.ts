/** The dayjs format of a day as it travels on the wire and in URLs (`isDayText` in @hbc/contracts). */
export const DAY_TEXT_FORMAT = 'YYYY-MM-DD';
