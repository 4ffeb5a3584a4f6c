/**
 * MUI's theme provider for a theme without CSS variables, which ours is (theme.ts).
 * `@mui/material/styles` exports a ThemeProvider that hands such a theme on to this one, but
 * brings along the CSS-variables provider (about 3 kB gzip) that the console never uses.
 * `@mui/system` is the package @mui/material itself depends on, at the same version.
 */
export { ThemeProvider } from '@mui/system';
