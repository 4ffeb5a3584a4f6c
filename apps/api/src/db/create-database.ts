/** UTF-8 text, and a UTF-8 LC_CTYPE: with 'C', a Thai word has no trigrams for an index to find. */
const UTF8_LOCALE = "encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'";

/**
 * `create database` for a fresh database of the tests or the benches, with the locale the lists'
 * trigram indexes need whatever the server's default. `name`: lower-case letters, digits, `_`.
 */
export function createDatabaseSql(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `create database "${name}" template template0 ${UTF8_LOCALE}`;
}
