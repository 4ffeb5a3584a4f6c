import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { CITIZEN_DELIVERY_STATUS_LABELS } from '@hbc/contracts';
import { show } from '../../testing/spec-helpers';
import { CITIZEN_DELIVERY_TABLE } from './CitizenDeliveryTable';
import * as stories from './CitizenDeliveryTable.stories';

const { EveryStatus, Capped } = composeStories(stories);

const bodyRows = () =>
  within(screen.getByRole('table', { name: CITIZEN_DELIVERY_TABLE.name }))
    .getAllByRole('row')
    .slice(1);

describe('CitizenDeliveryTable', () => {
  it('shows a row a broadcast, in the order given, its time in the Buddhist era (Bangkok)', () => {
    show(<EveryStatus />);

    expect(bodyRows().map((row) => row.firstChild?.textContent)).toEqual([
      '20/11/2569 09:00',
      '10/11/2569 09:00',
      '05/11/2569 09:00',
      '02/11/2569 09:00',
    ]);
  });

  it('names a capped send in Thai', () => {
    show(<Capped />);

    expect(bodyRows()[0]).toHaveTextContent(CITIZEN_DELIVERY_STATUS_LABELS.CAPPED);
  });
});
