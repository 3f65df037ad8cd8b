import { Text } from '@mantine/core';
import { RegisterBrowser } from '../components/register-browser.tsx';
import { TEXTS } from '../texts.ts';

/** /therapist-catalog/integrated: every general catalogue the therapist may read, plus their own. */
export default function IntegratedPage() {
  return (
    <>
      <Text c="dimmed" mb="md">
        {TEXTS.integrated.intro}
      </Text>
      <RegisterBrowser />
    </>
  );
}
