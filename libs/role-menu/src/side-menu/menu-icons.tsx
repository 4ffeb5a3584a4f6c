import type { ReactElement } from 'react';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import Block from '@mui/icons-material/Block';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HowToReg from '@mui/icons-material/HowToReg';
import Rule from '@mui/icons-material/Rule';
import ScheduleSend from '@mui/icons-material/ScheduleSend';
import InsertChart from '@mui/icons-material/InsertChart';
import Link from '@mui/icons-material/Link';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalHospital from '@mui/icons-material/LocalHospital';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Settings from '@mui/icons-material/Settings';
import Sync from '@mui/icons-material/Sync';
import type { MenuIconKey } from '../model/menu-items';

const ICONS: Record<MenuIconKey, ReactElement> = {
  healthCenter: <LocalHospital />,
  unitDetail: <Apartment />,
  dashboard: <Dashboard />,
  overview: <InsertChart />,
  report: <Assessment />,
  settings: <Settings />,
  excludeCid: <Block />,
  user: <ManageAccounts />,
  tester: <PersonSearch />,
  followerSync: <Sync />,
  citizenDelivery: <MarkEmailRead />,
  activityLog: <History />,
  approval: <HowToReg />,
  approvalSetting: <Rule />,
  sendPolicy: <ScheduleSend />,
  broadcast: <Campaign />,
  broadcastList: <ListAlt />,
  broadcastCreate: <AddCircleOutline />,
  trackingUrl: <Link />,
  template: <LibraryBooks />,
  segment: <Groups />,
};

export function MenuIcon({ icon }: { icon: MenuIconKey }) {
  return ICONS[icon];
}
