import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { TacticBoardPreview } from './exercise-tactic-boards.tsx';

const BOARD_ID = '3f1c9a4e-2b7d-4c1e-9a5f-0d6b8e2c4a71';

describe('TacticBoardPreview', () => {
  it('says a board its owner deleted or made private cannot be seen, instead of a dead link', async () => {
    stubApi(() => ({ status: 404, body: { message: 'Tactic board not found' } }));
    await renderWithProviders(<TacticBoardPreview boardId={BOARD_ID} />);
    expect(
      await screen.findByText('This tactic board is private or was deleted, so you cannot see it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('still links to the board when it could not be loaded for another reason', async () => {
    stubApi(() => ({ status: 500, body: { message: 'Internal server error' } }));
    await renderWithProviders(<TacticBoardPreview boardId={BOARD_ID} />);
    expect(await screen.findByRole('link', { name: 'Open tactic board' })).toHaveAttribute(
      'href',
      `/tacticboards/${BOARD_ID}`,
    );
  });
});
