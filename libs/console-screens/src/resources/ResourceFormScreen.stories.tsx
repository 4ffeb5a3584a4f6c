import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { FormSelectField, FormTextField } from '@hbc/data-screens';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { REGION_OPTIONS } from '../areas/health-center/health-center-choices';
import { withFakeApi } from '../testing/story-decorators';
import { DEMO_PROVINCE_FORM, demoRoutes } from './resource-fixtures';
import { ResourceFormScreen } from './ResourceFormScreen';
import { openedFrom } from './useBackToList';

function DemoProvinceForm() {
  return (
    <ResourceFormScreen
      resource={DEMO_PROVINCE_FORM}
      fields={(editing) => (
        <>
          <FormTextField name="nameTh" label="ชื่อจังหวัดภาษาไทย" required disabled={editing} />
          <FormTextField name="nameEn" label="ชื่อจังหวัดภาษาอังกฤษ" required />
          <FormSelectField
            name="healthRegionId"
            label="เขตสุขภาพ"
            options={REGION_OPTIONS}
            required
          />
        </>
      )}
    />
  );
}

const meta: Meta<typeof DemoProvinceForm> = {
  title: 'console/resources/ResourceFormScreen',
  component: DemoProvinceForm,
  parameters: { route: { path: ROUTES.provinceForm } },
  decorators: [withStoryRouter, withFakeApi(demoRoutes)],
};
export default meta;
type Story = StoryObj<typeof DemoProvinceForm>;

/** A new province from region 7's list: the region is chosen already. */
export const NewRecord: Story = {
  parameters: { route: { entry: `${ROUTES.provinceForm}?region=7` } },
};

/** Khon Kaen, opened from the second page of region 7's list. */
export const Editing: Story = {
  parameters: {
    route: {
      history: [`${ROUTES.province}?region=7&page=2`],
      entry: {
        pathname: ROUTES.provinceForm,
        search: '?id=40',
        state: openedFrom(ROUTES.province).state,
      },
    },
  },
};

/** An id no record can have. */
export const NoSuchRecord: Story = {
  parameters: { route: { entry: `${ROUTES.provinceForm}?id=abc` } },
};
