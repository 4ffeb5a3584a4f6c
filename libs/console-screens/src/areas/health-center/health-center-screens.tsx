import { lazy, Suspense, type ReactElement } from 'react';
import { ROUTES } from '@hbc/contracts';
import { LoadingState } from '@hbc/ui';
import { ProvinceListScreen } from './ProvinceListScreen';
import { RegionListScreen } from './RegionListScreen';
import { UnitListScreen } from './UnitListScreen';

/** The forms load when opened: Super Admin's first screen, the regions, loads no form code. */
const ProvinceFormScreen = lazy(async () => ({
  default: (await import('./ProvinceFormScreen')).ProvinceFormScreen,
}));
const UnitFormScreen = lazy(async () => ({
  default: (await import('./UnitFormScreen')).UnitFormScreen,
}));

/** The screens Super Admin browses and edits the health units with. */
const SCREENS = {
  [ROUTES.healthCenter]: RegionListScreen,
  [ROUTES.province]: ProvinceListScreen,
  [ROUTES.provinceForm]: ProvinceFormScreen,
  [ROUTES.unit]: UnitListScreen,
  [ROUTES.unitForm]: UnitFormScreen,
} as const;

export type HealthCenterPath = keyof typeof SCREENS;

export function healthCenterScreen(path: HealthCenterPath): ReactElement {
  const Screen = SCREENS[path];
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
