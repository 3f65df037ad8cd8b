import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { TEXTS } from '../texts.ts';

/** The frame of the sign-in, sign-up and recovery pages, inside the public layout. */
export function AuthCard(props: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  useEffect(() => {
    document.title = TEXTS.pageTitle(props.title);
  }, [props.title]);
  return (
    <Box id="inicio" px="md" py={48} style={{ display: 'flex', justifyContent: 'center' }}>
      <Paper
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        w="100%"
        maw={props.width ?? 440}
      >
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            {props.subtitle ? (
              <Text c="dimmed" mt={4}>
                {props.subtitle}
              </Text>
            ) : null}
          </div>
          {props.children}
        </Stack>
      </Paper>
    </Box>
  );
}
