import type { ReactNode } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  /** Leads back to that screen; the last crumb (the current screen) needs none. */
  onClick?: () => void;
}

export interface PageScaffoldProps {
  /** Thai title of the screen, shown as its heading. */
  title: string;
  breadcrumbs?: readonly Crumb[];
  /** Buttons at the right of the title, such as "เพิ่ม". */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every console screen: breadcrumbs, a title with actions, and a content card. */
export function PageScaffold({ title, breadcrumbs, actions, children }: PageScaffoldProps) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label="เส้นทางหน้า">
          {breadcrumbs.map((crumb, index) =>
            crumb.onClick && index < breadcrumbs.length - 1 ? (
              <Link
                key={crumb.label}
                component="button"
                underline="hover"
                color="inherit"
                onClick={crumb.onClick}
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography
                key={crumb.label}
                color="text.primary"
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        spacing={2}
        flexWrap="wrap"
        useFlexGap
      >
        <Typography variant="h5" component="h1" fontWeight={700}>
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children !== undefined && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {children}
        </Paper>
      )}
    </Stack>
  );
}
