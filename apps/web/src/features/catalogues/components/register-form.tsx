import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import type { CatalogRegister } from '@armonia/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import {
  useCatalogs,
  useGroups,
  useSaveRegister,
  useSubgroups,
  useTags,
} from '../api/catalogues.ts';
import { TEXTS } from '../texts.ts';

interface Values {
  elementCatalog: string;
  elementGroup: string;
  elementSubgroup: string;
  name: string;
  description: string;
  tags: string[];
  attributes: { key: string; value: string }[];
}

/** New or edited register: place in the tree, name, description, tags and free attributes. */
export function RegisterForm(props: {
  opened: boolean;
  onClose: () => void;
  register?: CatalogRegister;
  fixedCatalog?: string;
}) {
  const save = useSaveRegister();
  const catalogs = useCatalogs();
  const tags = useTags();
  const form = useForm<Values>({
    initialValues: {
      elementCatalog: '',
      elementGroup: '',
      elementSubgroup: '',
      name: '',
      description: '',
      tags: [],
      attributes: [],
    },
    validate: {
      elementCatalog: (v) => (v ? null : TEXTS.form.chooseCatalog),
      name: (v) =>
        v.trim() ? (v.length > 120 ? TEXTS.form.max120 : null) : TEXTS.form.registerName,
      elementSubgroup: (v, values) =>
        v && !values.elementGroup ? TEXTS.form.subgroupNeedsGroup : null,
    },
  });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!props.opened) return;
    const r = props.register;
    setValues({
      elementCatalog: r?.elementCatalog ?? props.fixedCatalog ?? '',
      elementGroup: r?.elementGroup ?? '',
      elementSubgroup: r?.elementSubgroup ?? '',
      name: r?.name ?? '',
      description: r?.description ?? '',
      tags: r?.tags.map((t) => t.id) ?? [],
      attributes: Object.entries(r?.attributes ?? {}).map(([key, value]) => ({ key, value })),
    });
    clearErrors();
  }, [props.opened, props.register, props.fixedCatalog, setValues, clearErrors]);

  const catalog = form.values.elementCatalog;
  const groups = useGroups(catalog || undefined);
  const subgroups = useSubgroups(catalog || undefined);
  const subgroupOptions = useMemo(
    () =>
      (subgroups.data ?? [])
        .filter((s) => s.elementGroup === form.values.elementGroup)
        .map((s) => s.elementSubgroup),
    [subgroups.data, form.values.elementGroup],
  );

  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        id: props.register?.id,
        body: {
          elementCatalog: v.elementCatalog,
          elementGroup: v.elementGroup || undefined,
          elementSubgroup: v.elementSubgroup || undefined,
          name: v.name.trim(),
          description: v.description.trim(),
          tags: v.tags,
          attributes: Object.fromEntries(
            v.attributes.filter((a) => a.key.trim()).map((a) => [a.key.trim(), a.value.trim()]),
          ),
        },
      },
      { onSuccess: props.onClose, onError: (err) => applyFieldErrors(form, err) },
    ),
  );

  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={props.register ? TEXTS.form.editRegister : TEXTS.form.newRegister}
      size="lg"
      onSubmit={submit}
      saving={save.isPending}
      submit={TEXTS.common.save}
      cancel={TEXTS.common.cancel}
    >
      <Select
        label={TEXTS.common.catalog}
        required
        disabled={Boolean(props.fixedCatalog)}
        data={(catalogs.data ?? []).map((c) => c.elementCatalog)}
        {...form.getInputProps('elementCatalog')}
        value={form.values.elementCatalog || null}
        onChange={(v) =>
          form.setValues({ elementCatalog: v ?? '', elementGroup: '', elementSubgroup: '' })
        }
      />
      <Group grow align="flex-start">
        <Select
          label={TEXTS.common.group}
          clearable
          data={(groups.data ?? []).map((g) => g.elementGroup)}
          {...form.getInputProps('elementGroup')}
          value={form.values.elementGroup || null}
          onChange={(v) => form.setValues({ elementGroup: v ?? '', elementSubgroup: '' })}
        />
        <Select
          label={TEXTS.common.subgroup}
          clearable
          data={subgroupOptions}
          {...form.getInputProps('elementSubgroup')}
          onChange={(v) => form.setFieldValue('elementSubgroup', v ?? '')}
        />
      </Group>
      <TextInput
        label={TEXTS.common.name}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={TEXTS.common.description}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <MultiSelect
        label={TEXTS.common.tags}
        searchable
        data={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        {...form.getInputProps('tags')}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {TEXTS.form.attributes}
        </Text>
        {form.values.attributes.map((_, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              placeholder={TEXTS.common.name}
              aria-label={TEXTS.form.attributeName(i + 1)}
              flex={1}
              {...form.getInputProps(`attributes.${i}.key`)}
            />
            <TextInput
              placeholder={TEXTS.form.value}
              aria-label={TEXTS.form.attributeValue(i + 1)}
              flex={2}
              {...form.getInputProps(`attributes.${i}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={TEXTS.form.removeAttribute(i + 1)}
              onClick={() => form.removeListItem('attributes', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem('attributes', { key: '', value: '' })}
        >
          {TEXTS.form.addAttribute}
        </Button>
      </Stack>
    </FormDialog>
  );
}
