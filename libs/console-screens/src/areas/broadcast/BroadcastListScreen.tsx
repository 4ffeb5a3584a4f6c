import { useNavigate } from 'react-router';
import type { BroadcastListItem } from '@hbc/contracts';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import { BROADCAST_LIST } from './broadcast-list';
import { broadcastCopyPath } from './broadcast-paths';

/** /broadcast: the unit's broadcasts; a row opens its detail, its copy action a new form. */
export function BroadcastListScreen() {
  const navigate = useNavigate();
  const list = useResourceList(BROADCAST_LIST);
  const rowActions = { copy: (row: BroadcastListItem) => void navigate(broadcastCopyPath(row.id)) };
  return <ResourceListScreen resource={BROADCAST_LIST} rowActions={rowActions} list={list} />;
}
