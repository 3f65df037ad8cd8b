import { ActionIcon, Alert, Box, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { TEXTS } from '../texts.ts';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn page by page with pdf.js, as wide as its box: a PDF in a plain frame shows blank on
 * iOS Safari. This module (and pdf.js with it) loads only when a preview opens.
 */
export default function PdfPreview({ url, title }: { url: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy>();
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const task = pdfjs.getDocument({ url });
    task.promise.then(setDoc, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current || !box.current) return;
    let cancelled = false;
    let render: ReturnType<pdfjs.PDFPageProxy['render']> | undefined;
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current || !box.current) return;
      const width = box.current.clientWidth;
      const base = p.getViewport({ scale: 1 });
      // Sharp on dense screens: drawn at the device's pixel ratio, shown at the box's width.
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: (width / base.width) * ratio });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      canvas.current.style.width = `${width}px`;
      canvas.current.style.height = `${viewport.height / ratio}px`;
      render = p.render({ canvas: canvas.current, viewport });
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page]);

  if (failed) return <Alert color="yellow">{TEXTS.pdf.failed}</Alert>;
  return (
    <Box ref={box} w="100%">
      {doc ? null : (
        <Group gap="xs" py="md">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{TEXTS.pdf.loading}</Text>
        </Group>
      )}
      <canvas
        ref={canvas}
        role="img"
        aria-label={TEXTS.pdf.canvas(title, page)}
        data-testid="pdf-page"
        style={{ display: doc ? 'block' : 'none', border: '1px solid var(--mantine-color-gray-3)' }}
      />
      {doc && doc.numPages > 1 ? (
        <Group justify="center" mt="sm" gap="sm">
          <ActionIcon
            variant="light"
            aria-label={TEXTS.pdf.previous}
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {TEXTS.pdf.page(page, doc.numPages)}
          </Text>
          <ActionIcon
            variant="light"
            aria-label={TEXTS.pdf.next}
            disabled={page >= doc.numPages}
            onClick={() => setPage((p) => p + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      ) : null}
    </Box>
  );
}
