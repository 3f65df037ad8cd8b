import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useFeedUrl, useResetFeedUrl } from '../../agenda/index.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.feed;

/** The patient's private iCal subscription URL, to copy into another calendar. */
export function FeedUrlCard() {
  const feed = useFeedUrl();
  const reset = useResetFeedUrl();

  async function onReset() {
    const ok = await confirmAction({
      title: T.resetTitle,
      message: T.resetQuestion,
      confirmLabel: T.reset,
    });
    if (!ok) return;
    await reset.mutateAsync();
    notifications.show({ color: 'teal', message: T.resetDone });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="feed-title">
      <Group gap="xs" mb={4}>
        <IconCalendarShare size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="feed-title">
          {T.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {T.intro}
      </Text>
      {feed.isLoading ? (
        <Loader size="sm" aria-label={T.loading} />
      ) : feed.isError || !feed.data ? (
        <Alert color="red" role="alert">
          {T.error}
        </Alert>
      ) : (
        <Stack gap="xs">
          <TextInput
            label={T.label}
            value={feed.data}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
          <Group gap="xs">
            <CopyButton value={feed.data}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={14} aria-hidden="true" />
                    ) : (
                      <IconCopy size={14} aria-hidden="true" />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              loading={reset.isPending}
              onClick={() => void onReset().catch(() => undefined)}
            >
              {T.reset}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
