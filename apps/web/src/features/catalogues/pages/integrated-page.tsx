import { Text } from '@mantine/core';
import { RegisterBrowser } from '../components/register-browser.tsx';

/** /therapist-catalog/integrated: every general catalogue the therapist may read, plus their own. */
export default function IntegratedPage() {
  return (
    <>
      <Text c="dimmed" mb="md">
        Consulta los catálogos de la red y agrega tus propios registros; solo tú ves los que creas.
      </Text>
      <RegisterBrowser />
    </>
  );
}
