import { ROUTES } from '@hbc/contracts';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { queryOf, useScreenTrail } from '../../resources/screen-trail';
import { UNIT_LIST } from './unit-list';
import { useUnitList } from './useUnitList';

/** A new unit starts in the province listed; the way back keeps the region of the units shown. */
export function UnitListScreen() {
  const { list, province, region } = useUnitList();
  const breadcrumbs = useScreenTrail(ROUTES.unit, undefined, {
    [ROUTES.province]: queryOf('region', region),
  });
  return (
    <ResourceListScreen
      resource={UNIT_LIST}
      list={list}
      breadcrumbs={breadcrumbs}
      addQuery={queryOf('province', province)}
    />
  );
}
