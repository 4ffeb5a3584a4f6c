import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import { SEGMENT_LIST } from './segment-list';

/** /segment: the unit's segments; a row opens its detail. */
export function SegmentListScreen() {
  const list = useResourceList(SEGMENT_LIST);
  return <ResourceListScreen resource={SEGMENT_LIST} list={list} />;
}
