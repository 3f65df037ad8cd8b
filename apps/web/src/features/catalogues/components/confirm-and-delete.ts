import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../core/api-client.ts';
import { confirmAction } from '../../../core/dialogs.tsx';
import { TEXTS } from '../texts.ts';

/** Asks, deletes, and says plainly why a level that still has children stays. */
export async function confirmAndDelete(what: string, name: string, run: () => Promise<unknown>) {
  const yes = await confirmAction({
    title: TEXTS.remove.title(what),
    message: TEXTS.remove.question(name),
    confirmLabel: TEXTS.common.delete,
  });
  if (!yes) return;
  try {
    await run();
    notifications.show({ color: 'teal', message: TEXTS.remove.done(name) });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      notifications.show({ color: 'yellow', title: TEXTS.remove.notDeleted, message: err.message });
    }
  }
}
