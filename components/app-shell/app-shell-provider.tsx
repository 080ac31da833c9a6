'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * App-wide UI state: the setup modal, the expired-subscription modal, the Personalize modal, a
 * tooltip flag and an interview-step flag for the guided flow, and counters the top bar bumps
 * on setup (Personalize) and popup (Launch Mock) clicks so the interview screen can react to
 * them.
 */
export interface AppShellState {
  setupOpen: boolean;
  openSetup: () => void;
  closeSetup: () => void;
  expiredOpen: boolean;
  openExpired: () => void;
  closeExpired: () => void;
  personalizeOpen: boolean;
  openPersonalize: () => void;
  closePersonalize: () => void;
  tooltipFlag: boolean;
  setTooltipFlag: (value: boolean) => void;
  interviewStep: number;
  setInterviewStep: (step: number) => void;
  setupClicks: number;
  popupClicks: number;
  notePopupClick: () => void;
  /** True while the guided flow wants the menu held, so the user follows its steps. */
  menuLocked: boolean;
  setMenuLocked: (value: boolean) => void;
}

const AppShellContext = createContext<AppShellState | null>(null);

export function AppShellProvider({ children }: { children: ReactNode }) {
  const [setupOpen, setSetupOpen] = useState(false);
  const [expiredOpen, setExpiredOpen] = useState(false);
  const [personalizeOpen, setPersonalizeOpen] = useState(false);
  const [tooltipFlag, setTooltipFlag] = useState(false);
  const [interviewStep, setInterviewStep] = useState(0);
  const [setupClicks, setSetupClicks] = useState(0);
  const [popupClicks, setPopupClicks] = useState(0);
  const [menuLocked, setMenuLocked] = useState(false);
  const openPersonalize = useCallback(() => {
    setSetupClicks((n) => n + 1);
    setPersonalizeOpen(true);
  }, []);
  const notePopupClick = useCallback(() => setPopupClicks((n) => n + 1), []);
  const value = useMemo<AppShellState>(
    () => ({
      setupOpen,
      openSetup: () => setSetupOpen(true),
      closeSetup: () => setSetupOpen(false),
      expiredOpen,
      openExpired: () => setExpiredOpen(true),
      closeExpired: () => setExpiredOpen(false),
      personalizeOpen,
      openPersonalize,
      closePersonalize: () => setPersonalizeOpen(false),
      tooltipFlag,
      setTooltipFlag,
      interviewStep,
      setInterviewStep,
      setupClicks,
      popupClicks,
      notePopupClick,
      menuLocked,
      setMenuLocked,
    }),
    [setupOpen, expiredOpen, personalizeOpen, openPersonalize, tooltipFlag, interviewStep, setupClicks, popupClicks, notePopupClick, menuLocked],
  );
  return <AppShellContext.Provider value={value}>{children}</AppShellContext.Provider>;
}

export function useAppShell(): AppShellState {
  const value = useContext(AppShellContext);
  if (!value) throw new Error('useAppShell must be used inside AppShellProvider (app/(app) or app/(auth) layouts).');
  return value;
}
