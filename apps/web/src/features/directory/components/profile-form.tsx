import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BIO_MAX,
  directoryProfileBodySchema,
  FEE_MAX,
  MEXICAN_STATES,
  PRACTICE_MODALITIES,
  PRACTICE_MODALITY_LABELS,
  type DirectoryFacets,
  type DirectoryProfileBody,
  type DirectoryProfileEditor,
  type PracticeModality,
} from '@armonia/shared';
import { FormActions } from '../../../components/form-actions.tsx';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import { useSaveProfile } from '../api/profile-editor.ts';
import { TEXTS } from '../texts.ts';
import { ProfileDetails } from './profile-details.tsx';

const E = TEXTS.editor;

type Values = DirectoryProfileEditor['profile'];

/**
 * The directory profile form, for the therapist (own) and the administration (`therapistId`),
 * with a preview of the profile as patients will read it.
 */
export function ProfileForm({
  editor,
  facets,
  therapistId,
}: {
  editor: DirectoryProfileEditor;
  facets: DirectoryFacets;
  therapistId?: string;
}) {
  const save = useSaveProfile(therapistId);
  const [preview, setPreview] = useState(false);
  const form = useForm<Values>({
    initialValues: editor.profile,
    validate: schemaResolver(directoryProfileBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [trainingText, setTrainingText] = useState(editor.profile.training.join('\n'));
  const v = form.values;
  const nameOf = (list: { code?: string; id?: string; name: string }[], key: string) =>
    list.find((x) => (x.code ?? x.id) === key)?.name ?? key;

  const submit = form.onSubmit((values) =>
    save.mutate(values as DirectoryProfileBody, {
      onSuccess: () => notifications.show({ color: 'teal', title: E.savedTitle, message: E.saved }),
      onError: (err) => applyFieldErrors(form, err),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="directory-profile-form">
      <Stack gap="md">
        <Textarea
          label={E.bio}
          description={E.bioHint}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={BIO_MAX}
          {...form.getInputProps('bio')}
        />
        <MultiSelect
          label={E.therapies}
          description={E.therapiesHint}
          data={facets.therapies.map((t) => ({ value: t.id, label: t.name }))}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('therapies')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={E.state}
            data={MEXICAN_STATES.map((s) => ({ value: s.code, label: s.name }))}
            searchable
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('state')}
          />
          <TextInput label={E.city} required {...form.getInputProps('city')} />
        </SimpleGrid>
        <Radio.Group label={E.modality} required {...form.getInputProps('modality')}>
          <Group mt={6}>
            {PRACTICE_MODALITIES.map((m) => (
              <Radio key={m} value={m} label={PRACTICE_MODALITY_LABELS[m]} />
            ))}
          </Group>
        </Radio.Group>
        {v.modality !== 'en_linea' ? (
          <TextInput
            label={E.officeAddress}
            description={E.officeHint}
            required
            {...form.getInputProps('officeAddress')}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={E.fee}
            min={0}
            max={FEE_MAX}
            step={50}
            thousandSeparator=","
            prefix="$"
            allowDecimal={false}
            clampBehavior="none"
            required
            {...form.getInputProps('fee')}
          />
          <Select
            label={E.currency}
            data={facets.currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label={E.years}
            min={0}
            max={70}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('yearsOfPractice')}
          />
        </SimpleGrid>
        <MultiSelect
          label={E.languages}
          data={facets.languages.map((l) => ({ value: l.code, label: l.name }))}
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('languages')}
        />
        <Textarea
          label={E.training}
          description={E.trainingHint}
          autosize
          minRows={2}
          value={trainingText}
          error={form.errors.training}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setTrainingText(text);
            form.setFieldValue(
              'training',
              text
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            );
          }}
        />
        <Stack gap="xs">
          <Switch
            label={E.accepts}
            {...form.getInputProps('acceptsNewPatients', { type: 'checkbox' })}
          />
          <Switch
            label={E.listed}
            description={E.listedHint}
            {...form.getInputProps('listed', { type: 'checkbox' })}
          />
          <Switch
            label={E.publicListed}
            description={E.publicHint}
            disabled={!v.listed}
            {...form.getInputProps('publicListed', { type: 'checkbox' })}
            checked={v.listed && v.publicListed}
          />
        </Stack>
        <FormActions submit={E.save} saving={save.isPending} align="between">
          <Button
            variant="default"
            leftSection={
              preview ? (
                <IconEyeOff size={18} aria-hidden="true" />
              ) : (
                <IconEye size={18} aria-hidden="true" />
              )
            }
            onClick={() => setPreview((x) => !x)}
            aria-expanded={preview}
            aria-controls="directory-preview"
          >
            {preview ? E.hidePreview : E.preview}
          </Button>
        </FormActions>
        <Collapse expanded={preview} id="directory-preview">
          <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="directory-preview">
            <Title order={3} size="h6" c="dimmed" mb="sm">
              {E.previewTitle}
            </Title>
            <ProfileDetails
              headingOrder={3}
              p={{
                id: editor.therapistId,
                name: editor.name,
                photoVersion: editor.photoVersion,
                verified: editor.verification.verified,
                therapies: v.therapies.map((id) => nameOf(facets.therapies, id)),
                city: v.city,
                state: v.state,
                modality: v.modality as PracticeModality,
                officeAddress: v.modality === 'en_linea' ? '' : v.officeAddress,
                fee: Number(v.fee) || 0,
                currency: v.currency,
                languages: v.languages.map((code) => nameOf(facets.languages, code)),
                yearsOfPractice: Number(v.yearsOfPractice) || 0,
                training: v.training,
                bio: v.bio,
              }}
            />
          </Paper>
        </Collapse>
      </Stack>
    </form>
  );
}
