import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnloadPrompt } from '../../../../hooks/use-before-unload-prompt.ts';
import { errorDetails } from '../../../../lib/api-error.ts';
import {
  useUpdatePracticePlanMutation,
  type PracticePlanItem,
} from '../../api/practice-plans-api.ts';
import { errorStatus } from '../planner-errors.ts';
import { contentOf, type PlanContent } from '../planner-model.ts';
import { checkForSave, problemsFromServer, type FieldProblems } from '../planner-validation.ts';
import { sameContent } from '../planner-state.ts';
import type { Planner } from './use-planner.ts';

const noProblems: FieldProblems = new Map();

/** `details.currentVersion` of a 409 answer, when the server sent it. */
function currentVersionOf(error: unknown): number | undefined {
  const version = errorDetails(error)?.currentVersion;
  return typeof version === 'number' ? version : undefined;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

interface Conflict {
  currentVersion?: number;
}

/**
 * Saving the planner: PUT with the version the plan was read at; a 409 waits for the coach to
 * choose (their version or mine), a 400 puts its problems at the fields. While there are
 * unsaved changes, leaving the page asks first.
 */
export function usePlanSave(
  plan: PracticePlanItem,
  planner: Planner,
  reload: () => Promise<PracticePlanItem | undefined>,
) {
  const [updatePlan] = useUpdatePracticePlanMutation();
  const [version, setVersion] = useState(plan.version);
  const [baseline, setBaseline] = useState<PlanContent>(() => contentOf(plan));
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Counts saves refused for their content, so the screen can lead to the first marked field.
  const [refusedSaves, setRefusedSaves] = useState(0);

  const dirty = useMemo(() => !sameContent(planner.content, baseline), [planner.content, baseline]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnloadPrompt(dirty);

  const save = async (atVersion = version) => {
    if (status === 'saving') return;
    const sent = planner.content;
    const check = checkForSave(sent, atVersion);
    if (!check.ok) {
      setProblems(check.problems);
      setStatus('invalid');
      setRefusedSaves((count) => count + 1);
      return;
    }
    setStatus('saving');
    setFailure(null);
    try {
      const saved = await updatePlan({ ...check.body, _id: plan._id }).unwrap();
      const content = contentOf(saved);
      setVersion(saved.version);
      setBaseline(content);
      setProblems(noProblems);
      planner.saved(sent, content);
      setStatus('saved');
    } catch (error) {
      const code = errorStatus(error);
      if (code === 409) {
        setConflict({ currentVersion: currentVersionOf(error) });
        setStatus('idle');
        return;
      }
      if (code === 400) {
        setProblems(problemsFromServer(sent, error));
        setRefusedSaves((count) => count + 1);
      }
      setFailure(error);
      setStatus('failed');
    }
  };

  // A save that did not reach the server (no answer at all) is sent again once the browser is
  // back online: the "cannot be reached" message stayed until the coach pressed Save again.
  const unreached = status === 'failed' && errorStatus(failure) === undefined;
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!unreached) return undefined;
    const retry = () => void latestSave.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreached]);

  /** Someone else saved in between: overwrite theirs with what the coach has now. */
  const keepMine = async () => {
    const current = conflict?.currentVersion ?? (await reload())?.version;
    setConflict(null);
    if (current !== undefined) await save(current);
  };

  /** Someone else saved in between: drop the coach's changes and go on from theirs. */
  const takeTheirs = async () => {
    const fresh = await reload();
    setConflict(null);
    if (!fresh) return;
    const content = contentOf(fresh);
    planner.reset(content);
    setVersion(fresh.version);
    setBaseline(content);
    setProblems(noProblems);
    setStatus('idle');
  };

  // Once a save was refused for its content, the problems follow the coach's corrections.
  const shownProblems = useMemo(() => {
    if (status !== 'invalid') return problems;
    const check = checkForSave(planner.content, version);
    return check.ok ? noProblems : check.problems;
  }, [status, problems, planner.content, version]);

  return {
    save: () => save(),
    keepMine,
    takeTheirs,
    dismissConflict: () => setConflict(null),
    conflict: conflict !== null,
    dirty,
    status,
    failure,
    problems: shownProblems,
    refusedSaves,
    blocker,
  };
}

export type PlanSave = ReturnType<typeof usePlanSave>;
