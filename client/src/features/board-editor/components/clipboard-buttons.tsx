import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useBoardEditorT } from '../i18n.ts';
import type { EditorCommands } from './editor-commands.ts';
import { EditorIcon } from './editor-icons.tsx';
import { localClipboard } from './local-clipboard.ts';

type ClipboardActionId = 'copy' | 'cut' | 'paste' | 'duplicate';

const BUTTONS = [
  { id: 'copy', key: 'C' },
  { id: 'cut', key: 'X' },
  { id: 'paste', key: 'V' },
  { id: 'duplicate', key: 'D' },
] as const satisfies readonly { id: ClipboardActionId; key: string }[];

/** Apple keyboards say ⌘ where others say Ctrl; the shortcut works with either. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.userAgent);
}

/**
 * Paste is enabled by what the clipboard holds, which a copy (in this or another tab) changes
 * without the editor's state changing; this renders again when it does.
 */
function useClipboardChanges(): void {
  const [, setChanges] = useState(0);
  useEffect(() => localClipboard().subscribe(() => setChanges((count) => count + 1)), []);
}

/** Copy, cut, paste and duplicate as small icon buttons whose tooltips name the shortcut. */
export function ClipboardButtons({ commands }: { commands: EditorCommands }) {
  const t = useBoardEditorT();
  useClipboardChanges();
  const apple = isApple();
  return (
    <Stack
      role="group"
      aria-label={t('clipboard.label')}
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center' }}
    >
      {BUTTONS.map(({ id, key }) => {
        const label = t(`clipboard.actions.${id}`);
        const shortcut = apple ? `⌘${key}` : `${t('clipboard.ctrl')}+${key}`;
        return (
          <Tooltip
            key={id}
            title={t('clipboard.tooltip', { action: label, shortcut })}
            describeChild
          >
            {/* A disabled button fires no events; the span keeps the tooltip working. */}
            <span>
              <IconButton
                size="small"
                aria-label={label}
                aria-keyshortcuts={`${apple ? 'Meta' : 'Control'}+${key}`}
                disabled={!commands.isEnabled(id)}
                onClick={() => commands.run(id)}
              >
                <EditorIcon name={id} fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
