import type { ReactElement } from 'react';
import { ROUTES } from '@hbc/contracts';
import type { ScreenEntry } from './route-table';

/** A console screen, from its area's chunk: each area loads when one of its screens opens. */
export async function screenElement(path: ScreenEntry['path']): Promise<ReactElement> {
  if (path === ROUTES.healthCenterDetail) {
    const { UnitDetailScreen } = await import('../areas/health-center/UnitDetailScreen');
    return <UnitDetailScreen />;
  }
  if (
    path === ROUTES.healthCenter ||
    path === ROUTES.province ||
    path === ROUTES.provinceForm ||
    path === ROUTES.unit ||
    path === ROUTES.unitForm
  ) {
    const { healthCenterScreen } = await import('../areas/health-center/health-center-screens');
    return healthCenterScreen(path);
  }
  if (path === ROUTES.user || path === ROUTES.userForm) {
    const { UserListScreen, UserFormScreen } = await import('../areas/users/user-screens');
    return path === ROUTES.user ? <UserListScreen /> : <UserFormScreen />;
  }
  if (path === ROUTES.excludeCid || path === ROUTES.excludeCidForm) {
    const { ExcludedCidListScreen, ExcludedCidFormScreen } =
      await import('../areas/excluded-cids/excluded-cid-screens');
    return path === ROUTES.excludeCid ? <ExcludedCidListScreen /> : <ExcludedCidFormScreen />;
  }
  if (path === ROUTES.segment || path === ROUTES.segmentForm || path === ROUTES.segmentDetail) {
    const { SegmentListScreen, SegmentFormScreen, SegmentDetailScreen } =
      await import('../areas/segment/segment-screens');
    if (path === ROUTES.segmentForm) return <SegmentFormScreen />;
    return path === ROUTES.segment ? <SegmentListScreen /> : <SegmentDetailScreen />;
  }
  if (path === ROUTES.activityLog) {
    const { ActivityLogScreen } = await import('../areas/activity-log/ActivityLogScreen');
    return <ActivityLogScreen />;
  }
  if (path === ROUTES.broadcastForm) {
    const { BroadcastFormScreen } = await import('../areas/broadcast/BroadcastFormScreen');
    return <BroadcastFormScreen />;
  }
  if (path === ROUTES.broadcast || path === ROUTES.broadcastDetail) {
    const { BroadcastListScreen, BroadcastDetailScreen } =
      await import('../areas/broadcast/broadcast-screens');
    return path === ROUTES.broadcast ? <BroadcastListScreen /> : <BroadcastDetailScreen />;
  }
  if (
    path === ROUTES.approval ||
    path === ROUTES.approvalReview ||
    path === ROUTES.approvalSetting ||
    path === ROUTES.sendPolicy
  ) {
    const { ApprovalQueueScreen, ApprovalReviewScreen, ApprovalSettingScreen, SendPolicyScreen } =
      await import('../areas/approval/approval-screens');
    if (path === ROUTES.approvalSetting) return <ApprovalSettingScreen />;
    if (path === ROUTES.sendPolicy) return <SendPolicyScreen />;
    return path === ROUTES.approval ? <ApprovalQueueScreen /> : <ApprovalReviewScreen />;
  }
  if (path === ROUTES.template || path === ROUTES.templateForm) {
    const { TemplateListScreen, TemplateFormScreen } =
      await import('../areas/template/template-screens');
    return path === ROUTES.template ? <TemplateListScreen /> : <TemplateFormScreen />;
  }
  if (path === ROUTES.trackingUrl || path === ROUTES.trackingUrlForm) {
    const { TrackingUrlListScreen, TrackingUrlFormScreen } =
      await import('../areas/tracking-url/tracking-url-screens');
    return path === ROUTES.trackingUrl ? <TrackingUrlListScreen /> : <TrackingUrlFormScreen />;
  }
  if (path === ROUTES.tester || path === ROUTES.testerForm) {
    const { TesterListScreen, TesterFormScreen } = await import('../areas/tester/tester-screens');
    return path === ROUTES.tester ? <TesterListScreen /> : <TesterFormScreen />;
  }
  if (path === ROUTES.followerSync) {
    const { FollowerSyncScreen } = await import('../areas/follower-sync/follower-sync-screens');
    return <FollowerSyncScreen />;
  }
  if (path === ROUTES.citizenDeliveries) {
    const { CitizenDeliveriesScreen } =
      await import('../areas/citizen-deliveries/citizen-delivery-screens');
    return <CitizenDeliveriesScreen />;
  }
  if (path === ROUTES.report) {
    const { ReportScreen } = await import('../areas/report/ReportScreen');
    return <ReportScreen />;
  }
  if (path === ROUTES.dashboard) {
    const { DashboardScreen } = await import('../areas/dashboard/DashboardScreen');
    return <DashboardScreen />;
  }
  const { ComingSoonScreen } = await import('../screens/ComingSoonScreen');
  return <ComingSoonScreen path={path} />;
}
