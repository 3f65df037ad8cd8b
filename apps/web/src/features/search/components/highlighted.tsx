import type { TextSegment } from '@armonia/shared';

/** Text with the parts that matched the search marked (React escapes the text: no HTML). */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <mark
            key={i}
            style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 }}
          >
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
