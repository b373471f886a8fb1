import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isAnimating } from '../core/editor-state.ts';
import { useBoardEditorT } from '../i18n.ts';
import { useEditorCommands, useEditorView } from './editor-view.tsx';

const pageButtonSx: SxProps<Theme> = { minWidth: 40 };
/**
 * While a run plays (or records), the buttons show its page without easing their colours: each
 * page change eased two buttons for a quarter second, restyling the page in every animation
 * frame beside the player's drawing.
 */
const followingPageButtonSx: SxProps<Theme> = { ...pageButtonSx, transition: 'none' };

/**
 * A page's button; drawn again only when what it shows changes, so a page change of a run draws
 * two buttons, not the whole bar. It words its own label: the bar asking the texts of every page
 * at each change was most of what a page change cost the bar.
 */
const PageButton = memo(function PageButton(props: {
  index: number;
  current: boolean;
  disabled: boolean;
  following: boolean;
  onGoTo: (pageIndex: number) => void;
}) {
  const t = useBoardEditorT();
  const { index, current, onGoTo } = props;
  return (
    <Button
      size="small"
      variant={current ? 'contained' : 'outlined'}
      aria-current={current ? 'page' : undefined}
      aria-label={t('pages.goTo', { number: index + 1 })}
      disabled={props.disabled}
      onClick={() => onGoTo(index)}
      sx={props.following ? followingPageButtonSx : pageButtonSx}
    >
      {t('pages.number', { number: index + 1 })}
    </Button>
  );
});

/** One button per page; in edit mode also adding a page and removing the current one. */
export function PageBar() {
  const t = useBoardEditorT();
  const commands = useEditorCommands();
  const state = useEditorView((editor, can) => ({
    pageIndex: editor.pageIndex,
    // A paused player's page changes at the coach's hand, so the bar shows them at once.
    following: isAnimating(editor),
    pageCount: editor.pageCount,
    pageEditing: editor.privileged && editor.editMode,
    canGoTo: Array.from({ length: editor.pageCount }, (_, index) =>
      can.isEnabled('goToPage', { pageIndex: index }),
    ),
    canAdd: can.isEnabled('addPage'),
    canDelete: can.isEnabled('deletePage'),
  }));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const goTo = useCallback(
    (pageIndex: number) => commands.run('goToPage', { pageIndex }),
    [commands],
  );
  const { pageEditing } = state;
  const pageNumber = state.pageIndex + 1;
  /*
   * While a run plays, the bar shows its page a render later: the page change's animation frame
   * then only draws the canvas, and the two buttons follow in a render React can spread over the
   * next frames (they took a quarter of that frame at CPU ×4). Still the page itself at once when
   * the user changes it.
   */
  const followedIndex = useDeferredValue(state.pageIndex);
  const shownIndex = state.following ? followedIndex : state.pageIndex;
  return (
    <Stack
      component="nav"
      aria-label={t('pages.label')}
      // Nothing to go to before the pages are read.
      aria-hidden={state.pageCount === 0 || undefined}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', py: 1 }}
    >
      {Array.from({ length: state.pageCount }, (_, index) => (
        <PageButton
          key={index}
          index={index}
          current={index === shownIndex}
          disabled={index !== shownIndex && !state.canGoTo[index]}
          following={state.following}
          onGoTo={goTo}
        />
      ))}
      {state.pageCount === 0 && (
        // Holds the bar's height until the pages are read: the canvas above is sized to what the
        // bar leaves, and a change would draw the first page twice, once at the wrong scale.
        <Button size="small" disabled sx={{ minWidth: 40, visibility: 'hidden' }}>
          {t('pages.number', { number: 1 })}
        </Button>
      )}
      {pageEditing && (
        <>
          <Button size="small" disabled={!state.canAdd} onClick={() => commands.run('addPage')}>
            {t('pages.add')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-haspopup="dialog"
            disabled={!state.canDelete}
            onClick={() => setConfirmDelete(true)}
          >
            {t('pages.remove')}
          </Button>
          <ConfirmDialog
            open={confirmDelete}
            title={t('deletePage.title')}
            text={t('deletePage.text', { number: pageNumber })}
            confirmLabel={t('deletePage.confirm')}
            cancelLabel={t('common.cancel')}
            danger
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              commands.run('deletePage');
            }}
          />
        </>
      )}
    </Stack>
  );
}
