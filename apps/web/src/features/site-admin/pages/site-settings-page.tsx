import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  NETWORK_LABEL,
  SOCIAL_NETWORKS,
  siteSettingsSchema,
  type SiteSettings,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useSaveSiteSettings, useSiteSettingsForm } from '../api/site-admin.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.settings;

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useForm<SiteSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: schemaResolver(siteSettingsSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form
      noValidate
      aria-label={T.intro}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => notifications.show({ color: 'teal', message: T.saved }),
          onError: (err) => applyFieldErrors(form, err),
        }),
      )}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={T.siteName} required {...form.getInputProps('siteName')} />
          <TextInput label={T.phone} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={T.email} type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Textarea label={T.address} autosize minRows={2} {...form.getInputProps('address')} />
        <Title order={2} size="h5" mt="sm">
          {T.social}
        </Title>
        {form.values.social.map((link, i) => (
          <Group key={i} align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={T.network}
              data={SOCIAL_NETWORKS.map((n) => ({ value: n, label: NETWORK_LABEL[n] }))}
              allowDeselect={false}
              w={140}
              style={{ flexShrink: 0 }}
              {...form.getInputProps(`social.${i}.network`)}
            />
            <TextInput
              label={T.url}
              type="url"
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`social.${i}.url`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={T.removeSocial(NETWORK_LABEL[link.network])}
              onClick={() => form.removeListItem('social', i)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem('social', { network: 'facebook', url: 'https://' })}
            disabled={form.values.social.length >= 12}
          >
            {T.addSocial}
          </Button>
        </Group>
        <FormActions submit={T.save} saving={save.isPending} align="end" />
      </Stack>
    </form>
  );
}

/** /configuration/site: the footer data of the public pages. */
export default function SiteSettingsPage() {
  const settings = useSiteSettingsForm();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
      <Text c="dimmed" size="sm" mb="md">
        {T.intro}
      </Text>
      <QueryState query={settings} texts={T} centered="lg">
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </Paper>
  );
}
