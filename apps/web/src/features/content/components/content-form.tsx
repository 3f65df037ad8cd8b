import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  documentBodySchema,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  videoBodySchema,
  videoLinkBodySchema,
  type Audience,
  type ContentItem,
} from '@armonia/shared';
import { ApiError } from '../../../core/api-client.ts';
import { applyFieldErrors } from '../../../core/form-errors.ts';
import {
  useCreateDocument,
  useCreateLinkedVideo,
  useCreateUploadedVideo,
  useReplaceFile,
  useUpdateDocument,
  useUpdateVideo,
} from '../api/content.ts';
import { TEXTS } from '../texts.ts';
import { ImageUpload } from './image-upload.tsx';
import { PublicationFields } from './publication-fields.tsx';
import { schemaErrors } from './schema-errors.ts';

const T = TEXTS.form;

interface Values {
  title: string;
  description: string;
  category: string;
  audience: Audience;
  published: boolean;
  source: 'archivo' | 'enlace';
  url: string;
  durationSeconds: number | string;
  file: File | null;
}

/** The length of a chosen video, read by the browser before anything is sent. */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * A new or edited document or video: its data, its audience, published or not; the file goes
 * with a progress bar (or a YouTube / Vimeo link for a video); an edit can replace the file and,
 * for a video, its image.
 */
export function ContentForm(props: {
  kind: 'document' | 'video';
  item?: ContentItem;
  onClose: () => void;
}) {
  const { kind, item } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const createDocument = useCreateDocument(setProgress);
  const createVideo = useCreateUploadedVideo(setProgress);
  const createLink = useCreateLinkedVideo();
  const updateDocument = useUpdateDocument();
  const updateVideo = useUpdateVideo();
  const replace = useReplaceFile(setProgress);
  const isLink = Boolean(item?.video && item.video.source !== 'archivo');
  const maxBytes = kind === 'document' ? DOCUMENT_MAX_BYTES : VIDEO_MAX_BYTES;

  const form = useForm<Values>({
    initialValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      category: item?.category ?? '',
      audience: item?.audience ?? 'ambos',
      published: item?.published ?? true,
      source: isLink ? 'enlace' : 'archivo',
      url: item?.video?.link ?? '',
      durationSeconds: item?.video?.durationSeconds ?? '',
      file: null,
    },
    validate: (v) => {
      const duration = v.durationSeconds === '' ? null : Number(v.durationSeconds);
      const body = { ...v, durationSeconds: duration, url: v.url || undefined };
      const schema =
        kind === 'document'
          ? documentBodySchema
          : v.source === 'enlace' && !item
            ? videoLinkBodySchema
            : videoBodySchema;
      const errors = schemaErrors(schema, body);
      const needsFile = !item && (kind === 'document' || v.source === 'archivo');
      if (needsFile && !v.file) errors.file = T.fileRequired;
      if (v.file && v.file.size > maxBytes) {
        errors.file = kind === 'document' ? T.documentTooBig : T.videoTooBig;
      }
      return errors;
    },
  });

  const chooseFile = async (file: File | null) => {
    form.setFieldValue('file', file);
    if (file && kind === 'video' && !item) {
      const seconds = await readDuration(file);
      if (seconds !== null) form.setFieldValue('durationSeconds', seconds);
    }
  };

  const failed = (err: unknown) => {
    setProgress(null);
    if (!applyFieldErrors(form, err)) {
      setError(err instanceof ApiError ? err.message : T.failed);
    }
  };

  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    props.onClose();
  };

  const submit = form.onSubmit(async (v) => {
    setError(undefined);
    const durationSeconds = v.durationSeconds === '' ? null : Number(v.durationSeconds);
    const fields = {
      title: v.title,
      description: v.description,
      category: v.category,
      audience: v.audience,
      published: v.published,
    };
    try {
      if (!item) {
        if (kind === 'video' && v.source === 'enlace') {
          await createLink.mutateAsync({ ...fields, url: v.url, durationSeconds });
        } else if (kind === 'video') {
          setProgress(0);
          await createVideo.mutateAsync({ fields: { ...fields, durationSeconds }, file: v.file! });
        } else {
          setProgress(0);
          await createDocument.mutateAsync({ fields, file: v.file! });
        }
        return done(TEXTS.admin.created);
      }
      if (kind === 'document') await updateDocument.mutateAsync({ id: item.id, ...fields });
      else {
        await updateVideo.mutateAsync({
          id: item.id,
          ...fields,
          durationSeconds,
          url: isLink ? v.url : undefined,
        });
      }
      if (v.file) {
        setProgress(0);
        await replace.mutateAsync({ id: item.id, file: v.file });
      }
      done(TEXTS.admin.saved);
    } catch (err) {
      failed(err);
    }
  });

  const busy = progress !== null;
  const accept = (kind === 'document' ? DOCUMENT_EXTENSIONS : VIDEO_EXTENSIONS).join(',');
  const showFile = kind === 'document' || form.values.source === 'archivo';
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={item ? `${TEXTS.admin.edit}: ${item.title}` : TEXTS.admin.kinds[kind].add}
      size="lg"
      closeOnClickOutside={!busy}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={T.title} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label={T.description}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
          />
          <PublicationFields form={form} kind={kind} />
          {kind === 'video' && !item ? (
            <SegmentedControl
              aria-label={T.source}
              data={[
                { value: 'archivo', label: T.sourceFile },
                { value: 'enlace', label: T.sourceLink },
              ]}
              {...form.getInputProps('source')}
            />
          ) : null}
          {kind === 'video' && (form.values.source === 'enlace' || isLink) ? (
            <TextInput
              label={T.link}
              placeholder={T.linkPlaceholder}
              withAsterisk
              {...form.getInputProps('url')}
            />
          ) : null}
          {kind === 'video' ? (
            <NumberInput
              label={T.duration}
              description={T.durationHint}
              min={0}
              max={86_400}
              allowDecimal={false}
              {...form.getInputProps('durationSeconds')}
            />
          ) : null}
          {showFile && !isLink ? (
            <FileInput
              label={item ? TEXTS.admin.replace : T.file}
              description={kind === 'document' ? T.documentFormats : T.videoFormats}
              placeholder={T.filePlaceholder}
              withAsterisk={!item}
              accept={accept}
              clearable
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              value={form.values.file}
              onChange={(f) => void chooseFile(f)}
              error={form.errors.file}
              data-testid="content-file"
            />
          ) : null}
          {item && kind === 'video' ? <ImageUpload item={item} label={T.image} /> : null}
          {busy ? (
            <Stack gap={4}>
              <Progress value={progress} aria-label={T.uploading(progress)} animated />
              <Text size="sm" aria-live="polite" data-testid="upload-progress">
                {T.uploading(progress)}
              </Text>
            </Stack>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button
              type="submit"
              loading={busy || createLink.isPending || updateDocument.isPending}
            >
              {item ? T.save : T.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
