import type { ReactElement } from 'react';
import { ROUTES } from '@hbc/contracts';
import { ProvinceFormScreen } from './ProvinceFormScreen';
import { ProvinceListScreen } from './ProvinceListScreen';
import { RegionListScreen } from './RegionListScreen';
import { UnitFormScreen } from './UnitFormScreen';
import { UnitListScreen } from './UnitListScreen';

/** The screens Super Admin browses and edits the health units with: one chunk, loaded together. */
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
  return <Screen />;
}
