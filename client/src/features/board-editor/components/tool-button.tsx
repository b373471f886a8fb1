import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useBoardEditorT } from '../i18n.ts';

/** A key combination as the toolbar names it; `mod` is Ctrl, or ⌘ on Apple keyboards. */
export interface ToolShortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

/** Apple keyboards say ⌘ where others say Ctrl; the shortcuts work with either. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.userAgent);
}

const KEY_NAMES: Record<string, 'keys.del'> = { Delete: 'keys.del' };

/** The shortcut as the tooltip shows it ("Strg+Umschalt+L") and as `aria-keyshortcuts` spells it. */
export function useShortcutText(): (shortcut: ToolShortcut) => { text: string; aria: string } {
  const t = useBoardEditorT();
  const apple = isApple();
  return ({ key, mod = false, shift = false }) => {
    const named = KEY_NAMES[key];
    const text = [
      ...(mod ? [apple ? '⌘' : t('keys.ctrl')] : []),
      ...(shift ? [t('keys.shift')] : []),
      named ? t(named) : key.toUpperCase(),
    ].join(apple && mod ? '' : '+');
    const aria = [
      ...(mod ? [apple ? 'Meta' : 'Control'] : []),
      ...(shift ? ['Shift'] : []),
      key.length === 1 ? key.toUpperCase() : key,
    ].join('+');
    return { text, aria };
  };
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  shortcut?: ToolShortcut;
  /** Replaces the tooltip, which otherwise names the label and the shortcut. */
  tooltip?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** A small toolbar icon button whose tooltip names what it does and its shortcut. */
export function ToolButton({ label, icon, shortcut, tooltip, disabled, onClick }: ToolButtonProps) {
  const t = useBoardEditorT();
  const shortcutText = useShortcutText();
  const keys = shortcut && shortcutText(shortcut);
  const title =
    tooltip ?? (keys ? t('toolbar.withShortcut', { label, shortcut: keys.text }) : label);
  return (
    <Tooltip title={title} describeChild>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-keyshortcuts={keys?.aria}
          disabled={disabled}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
