import { useEffect, useState } from 'react';
import { listProvinceNames } from '@hbc/api-clients';
import { apiErrorText, type Option } from '@hbc/data-screens';

export const PROVINCE_CHOICES_TEXT = { failed: 'โหลดรายชื่อจังหวัดไม่สำเร็จ' } as const;

export interface ProvinceChoices {
  options: readonly Option<number>[];
  loading: boolean;
  /** Thai text of a failed load, or null. */
  error: string | null;
}

/** The country's provinces by Thai name, read once when a province editor opens. */
export function useProvinceChoices(): ProvinceChoices {
  const [choices, setChoices] = useState<ProvinceChoices>({
    options: [],
    loading: true,
    error: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    listProvinceNames(controller.signal).then(
      (provinces) =>
        setChoices({
          options: provinces.map((province) => ({ value: province.id, label: province.nameTh })),
          loading: false,
          error: null,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setChoices({
          options: [],
          loading: false,
          error: apiErrorText(error, PROVINCE_CHOICES_TEXT.failed),
        });
      },
    );
    return () => controller.abort();
  }, []);
  return choices;
}
