import type { ReactNode } from 'react';
import { InfoIcon } from './icons.tsx';
import ui from './ui.module.css';

/** The notice that these therapies accompany, and never replace, medical care. */
export function ComplementaryNote({ children }: { children?: ReactNode }) {
  return (
    <div className={ui.note}>
      <InfoIcon size={22} className={ui.noteIcon} />
      <div>
        {children ?? (
          <p>
            <strong>Importante:</strong> las terapias que ofrecemos son complementarias. Acompañan
            tu bienestar, pero no sustituyen el diagnóstico ni el tratamiento médico. Si tienes un
            padecimiento, continúa con la atención de tu médico y no suspendas ningún tratamiento
            sin consultarlo.
          </p>
        )}
      </div>
    </div>
  );
}
