import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusy, useSomethingBusy } from './use-busy.ts';

function Part({ busy }: { busy: boolean }) {
  useBusy(busy);
  return null;
}

function Screen({ parts }: { parts: readonly boolean[] }) {
  const busy = useSomethingBusy();
  return (
    <main aria-busy={busy}>
      {parts.map((part, index) => (
        <Part key={index} busy={part} />
      ))}
    </main>
  );
}

describe('useBusy', () => {
  it('is busy while any mounted part is, and idle once all are done or gone', () => {
    const { rerender, unmount } = render(<Screen parts={[true, true]} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    rerender(<Screen parts={[false, true]} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    rerender(<Screen parts={[false]} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');

    rerender(<Screen parts={[false, true]} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    unmount();

    render(<Screen parts={[]} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  });
});
