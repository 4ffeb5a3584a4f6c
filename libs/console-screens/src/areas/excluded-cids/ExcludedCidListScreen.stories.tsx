import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { fakeCidApi } from './cid-fixtures';
import { asSuperAdmin } from './cid-story-decorators';
import { ExcludedCidListScreen } from './ExcludedCidListScreen';

const meta: Meta<typeof ExcludedCidListScreen> = {
  title: 'console/excluded-cids/ExcludedCidListScreen',
  component: ExcludedCidListScreen,
  parameters: { route: { path: ROUTES.excludeCid } },
};
export default meta;
type Story = StoryObj<typeof ExcludedCidListScreen>;

/** 23 excluded CIDs, masked, newest first; each can be revealed or deleted. */
export const Default: Story = {
  decorators: asSuperAdmin(fakeCidApi()),
};

/** Nothing is excluded yet: the screen says so and offers both ways to add. */
export const Empty: Story = {
  decorators: asSuperAdmin(fakeCidApi({ excluded: [] })),
};

/** A shared link searching the reasons. */
export const SearchedByReason: Story = {
  decorators: asSuperAdmin(fakeCidApi()),
  parameters: { route: { entry: `${ROUTES.excludeCid}?q=เสียชีวิต` } },
};

/** The API cannot be reached: deleting fails and says so. */
export const DeleteFails: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({ replies: { [`DELETE ${API_PATHS.cidById(23)}`]: { network: true } } }),
  ),
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({ replies: { [`POST ${API_PATHS.cidList}`]: { network: true } } }),
  ),
};
