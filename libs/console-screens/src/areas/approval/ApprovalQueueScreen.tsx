import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { useResourceList } from '../../resources/useResourceList';
import { APPROVAL_LIST } from './approval-list';

/** /broadcast/approval: the broadcasts waiting for the viewer's approval; a row opens its review. */
export function ApprovalQueueScreen() {
  const list = useResourceList(APPROVAL_LIST);
  return <ResourceListScreen resource={APPROVAL_LIST} list={list} />;
}
