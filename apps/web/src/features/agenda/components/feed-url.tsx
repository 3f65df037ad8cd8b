import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { confirmAction } from '../../../core/dialogs.tsx';
import { useFeedUrl, useResetFeedUrl } from '../api/appointments.ts';
import { TEXTS } from '../texts.ts';
import { QueryState } from '../../../components/query-state.tsx';

const T = TEXTS.settings;

/**
 * The private iCal address of the signed-in therapist or patient, to copy into a calendar app,
 * and a way to revoke it.
 */
export function FeedUrl() {
  const feed = useFeedUrl();
  const reset = useResetFeedUrl();

  const renew = async () => {
    const ok = await confirmAction({
      title: T.feedResetTitle,
      message: T.feedResetQuestion,
      confirmLabel: T.feedResetConfirm,
    });
    if (ok) {
      reset.mutate(undefined, {
        onSuccess: () => notifications.show({ color: 'teal', message: T.feedResetDone }),
      });
    }
  };

  return (
    <QueryState query={feed} loading={T.feedTitle} error={TEXTS.common.loadError} size="sm">
      {(url) => (
        <Stack gap="sm">
          <TextInput
            label={T.feedLabel}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            data-testid="feed-url"
          />
          <Group gap="sm">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'green' : undefined}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  onClick={copy}
                >
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              loading={reset.isPending}
              onClick={() => void renew()}
            >
              {T.feedReset}
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
