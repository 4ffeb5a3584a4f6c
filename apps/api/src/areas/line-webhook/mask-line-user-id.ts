/** A LINE userId as the log may show it: its first five characters only (`U1a2b…`). */
export const maskLineUserId = (userId: string): string => `${userId.slice(0, 5)}…`;
