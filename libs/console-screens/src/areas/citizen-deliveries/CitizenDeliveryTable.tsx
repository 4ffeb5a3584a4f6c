import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  CITIZEN_DELIVERY_STATUS_COLORS,
  CITIZEN_DELIVERY_STATUS_LABELS,
  type CitizenDelivery,
} from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';

export const CITIZEN_DELIVERY_TABLE = {
  name: 'การส่งถึงประชาชน',
  at: 'วันเวลา',
  title: 'บรอดแคสต์',
  unit: 'หน่วยบริการ',
  status: 'สถานะ',
} as const;

/** The broadcasts that targeted one citizen, as the API answered them (newest first). */
export function CitizenDeliveryTable({ deliveries }: { deliveries: readonly CitizenDelivery[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={CITIZEN_DELIVERY_TABLE.name}>
        <TableHead>
          <TableRow>
            <TableCell>{CITIZEN_DELIVERY_TABLE.at}</TableCell>
            <TableCell>{CITIZEN_DELIVERY_TABLE.title}</TableCell>
            <TableCell>{CITIZEN_DELIVERY_TABLE.unit}</TableCell>
            <TableCell>{CITIZEN_DELIVERY_TABLE.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={delivery.broadcastId}>
              <TableCell>{formatThaiDateTime(delivery.at)}</TableCell>
              <TableCell>{delivery.title}</TableCell>
              <TableCell>{delivery.unitName}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={CITIZEN_DELIVERY_STATUS_LABELS[delivery.status]}
                  color={CITIZEN_DELIVERY_STATUS_COLORS[delivery.status]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
