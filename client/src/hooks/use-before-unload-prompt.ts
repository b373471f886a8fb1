import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks first (the browser's own question). */
export function useBeforeUnloadPrompt(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
