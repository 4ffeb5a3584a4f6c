/** The Buddhist-era date rules live in @hbc/contracts, shared with the API's exports. */
export {
  BUDDHIST_ERA_OFFSET,
  THAI_TIMEZONE,
  formatThaiDate,
  formatThaiDateTime,
  formatThaiLongDate,
} from '@hbc/contracts';
