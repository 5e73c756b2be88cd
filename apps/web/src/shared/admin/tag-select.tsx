import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@tutor/contract/categories';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '@/api/http-client';
import { extraDataKeys, useExtraData } from './extra-data/get-extra-data';
import { splitTagValues } from './tag-values';

export type TagSelectProps = {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
};

function createTag(name: string): Promise<Tag> {
  return adminApi.post<Tag>('/tags', { name });
}

/**
 * Tags of a book or document (antd Form.Item control). The existing tags come from extra-data; typing a
 * name that is not among them creates the tag (`POST /admin/tags`) and selects its id.
 */
export function TagSelect({ value, onChange, id }: TagSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useExtraData(['tags']);
  // Tags created here, shown at once while extra-data reloads.
  const [created, setCreated] = useState<Tag[]>([]);
  const create = useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => {
      setCreated((previous) => [...previous, tag]);
      return queryClient.invalidateQueries({ queryKey: extraDataKeys.all });
    },
  });
  const all = [
    ...(tags.data?.tags ?? []),
    ...created.filter((tag) => !tags.data?.tags?.some((other) => other.id === tag.id)),
  ];
  const ids = value ?? [];

  const onSelectChange = async (values: (number | string)[]) => {
    const { ids: chosen, names } = splitTagValues(values, all);
    const next = [...chosen];
    for (const name of names) {
      try {
        const tag = await create.mutateAsync(name);
        if (!next.includes(tag.id)) next.push(tag.id);
      } catch {
        // The http client already toasted the error; the other choices still apply.
      }
    }
    onChange?.(next);
  };

  return (
    <Select
      id={id}
      mode="tags"
      value={ids}
      onChange={onSelectChange}
      loading={tags.isLoading || create.isPending}
      placeholder={t('admin.tagSelect.placeholder')}
      options={all.map((tag) => ({ value: tag.id, label: tag.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      tokenSeparators={[',']}
    />
  );
}
