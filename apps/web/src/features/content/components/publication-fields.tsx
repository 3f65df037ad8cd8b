import { Autocomplete, Select, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUDIENCES, type Audience, type ContentKind } from '@armonia/shared';
import { useContentCategories } from '../api/content.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.form;

interface Publication {
  category: string;
  audience: Audience;
  published: boolean;
}

/** Category (a new one or an existing one), audience and published: every content form has them. */
export function PublicationFields<V extends Publication>({
  form,
  kind,
}: {
  form: UseFormReturnType<V>;
  kind: ContentKind;
}) {
  const categories = useContentCategories(kind);
  return (
    <>
      <Autocomplete
        label={T.category}
        description={T.categoryHint}
        withAsterisk
        data={categories.data ?? []}
        {...form.getInputProps('category')}
      />
      <Select
        label={T.audience}
        data={AUDIENCES.map((a) => ({ value: a, label: TEXTS.audience[a] }))}
        allowDeselect={false}
        {...form.getInputProps('audience')}
      />
      <Switch
        label={T.published}
        description={T.publishedHint}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </>
  );
}
