import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import { BROADCAST_LIST } from './broadcast-list';

/** /broadcast: the unit's broadcasts; a row opens its detail. */
export function BroadcastListScreen() {
  const list = useResourceList(BROADCAST_LIST);
  return <ResourceListScreen resource={BROADCAST_LIST} list={list} />;
}
