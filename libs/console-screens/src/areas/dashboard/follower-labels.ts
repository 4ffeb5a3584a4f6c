import { AGE_BAND_UNKNOWN_LABEL, AGE_BANDS } from '@hbc/contracts';

/** How the followers' breakdown names those without a province recorded. */
export const NO_PROVINCE_TEXT = 'ไม่ระบุจังหวัด';

/** An age band's Thai label ('unknown': no birth date). */
export const ageBandLabel = (band: string) =>
  AGE_BANDS.find((b) => b.key === band)?.label ?? AGE_BAND_UNKNOWN_LABEL;

/** A breakdown's province, by name. */
export const provinceLabel = (name: string | null) => name ?? NO_PROVINCE_TEXT;
