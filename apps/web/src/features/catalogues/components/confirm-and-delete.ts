import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../core/api-client.ts';
import { confirmAction } from '../../../core/dialogs.tsx';

/** Asks, deletes, and says plainly why a level that still has children stays. */
export async function confirmAndDelete(what: string, name: string, run: () => Promise<unknown>) {
  const yes = await confirmAction({
    title: `Eliminar ${what}`,
    message: `¿Eliminar «${name}»? Solo se puede eliminar cuando ya no contiene elementos.`,
    confirmLabel: 'Eliminar',
  });
  if (!yes) return;
  try {
    await run();
    notifications.show({ color: 'teal', message: `Se eliminó «${name}».` });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      notifications.show({ color: 'yellow', title: 'No se eliminó', message: err.message });
    }
  }
}
