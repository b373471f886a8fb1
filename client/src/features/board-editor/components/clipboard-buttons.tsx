import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useBoardEditorT } from '../i18n.ts';
import { EditorIcon } from './editor-icons.tsx';
import { useEditorCommands, useEditorView } from './editor-view.tsx';
import { localClipboard } from './local-clipboard.ts';
import { ToolButton } from './tool-button.tsx';

type ClipboardActionId = 'copy' | 'cut' | 'paste' | 'duplicate';

const BUTTONS = [
  { id: 'copy', key: 'C' },
  { id: 'cut', key: 'X' },
  { id: 'paste', key: 'V' },
  { id: 'duplicate', key: 'D' },
] as const satisfies readonly { id: ClipboardActionId; key: string }[];

/**
 * Paste is enabled by what the clipboard holds, which a copy (in this or another tab) changes
 * without the editor's state changing; this renders again when it does.
 */
function useClipboardChanges(): void {
  const [, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => setChanges((count) => count + 1);
    const unsubscribe = localClipboard().subscribe(changed);
    // A copy made between the first render and this subscription told no one: look again.
    changed();
    return unsubscribe;
  }, []);
}

/** Copy, cut, paste and duplicate as small icon buttons whose tooltips name the shortcut. */
export function ClipboardButtons() {
  const t = useBoardEditorT();
  useClipboardChanges();
  const commands = useEditorCommands();
  const enabled = useEditorView((_state, can) => ({
    copy: can.isEnabled('copy'),
    cut: can.isEnabled('cut'),
    paste: can.isEnabled('paste'),
    duplicate: can.isEnabled('duplicate'),
  }));
  return (
    <Stack
      role="group"
      aria-label={t('clipboard.label')}
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center' }}
    >
      {BUTTONS.map(({ id, key }) => (
        <ToolButton
          key={id}
          label={t(`clipboard.actions.${id}`)}
          icon={<EditorIcon name={id} fontSize="small" />}
          shortcut={{ key, mod: true }}
          disabled={!enabled[id]}
          onClick={() => commands.run(id)}
        />
      ))}
    </Stack>
  );
}
