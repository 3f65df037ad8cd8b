import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useMarkAllNotificationsRead, useNotificationPage } from '../api/notifications.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { useOpenNotification } from '../components/use-open-notification.ts';
import classes from '../components/notifications.module.css';
import { TEXTS } from '../texts.ts';
import { pageCount } from '@armonia/shared';

const PAGE_SIZE = 20;

/** /notifications: every notification of the user, a page at a time, or only the unread ones. */
export default function NotificationsPage() {
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const query = useNotificationPage({ page, pageSize: PAGE_SIZE, show });
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const data = query.data;
  const pages = pageCount(data?.total, PAGE_SIZE);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: (r) => toasts.show({ color: 'teal', message: TEXTS.markedAll(r.updated) }),
    });

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={TEXTS.filter}
          value={show}
          onChange={(v) => {
            setShow(v as typeof show);
            setPage(1);
          }}
          data={[
            { value: 'all', label: TEXTS.all },
            { value: 'unread', label: TEXTS.unread },
          ]}
        />
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden="true" />}
          onClick={markAllRead}
          loading={markAll.isPending}
          disabled={!data || data.unread === 0}
          data-testid="notifications-page-mark-all"
        >
          {TEXTS.markAll}
        </Button>
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <QueryState
          query={query}
          loading={TEXTS.loading}
          centered="lg"
          error={
            <Alert color="red" role="alert" m="md">
              {TEXTS.error}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
                {TEXTS.retry}
              </Button>
            </Alert>
          }
          empty={
            show === 'unread' ? (
              <EmptyState
                icon={IconChecks}
                message={TEXTS.emptyUnread}
                action={
                  <Button variant="light" onClick={() => setShow('all')}>
                    {TEXTS.showAll}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={IconBellOff} message={TEXTS.empty} />
            )
          }
        >
          {(p) => (
            <>
              <Text
                size="sm"
                c="dimmed"
                px="md"
                py="xs"
                className={classes.head}
                aria-live="polite"
              >
                {TEXTS.count(p.total, p.unread)}
              </Text>
              <ul
                className={classes.list}
                aria-label={TEXTS.title}
                aria-busy={query.isPlaceholderData}
                data-testid="notifications-page-list"
              >
                {p.items.map((n) => (
                  <li key={n.idNotify}>
                    <NotificationItem notification={n} onOpen={(x) => void open(x)} withDate />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </Paper>
      {pages > 1 ? (
        <Center component="nav" aria-label={TEXTS.pages}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            siblings={0}
            getItemProps={(n) => ({ 'aria-label': TEXTS.page(n) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
