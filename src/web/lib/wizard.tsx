import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from './storage.js';

/** Wizard step of the home flow: 1 your details, 2 products, 3 request. Kept in browser storage (default 1). */
export type WizardStep = 1 | 2 | 3;

function storedStep(): WizardStep {
  const value = Number(readStored('step'));
  return value === 2 || value === 3 ? value : 1;
}

interface WizardContextValue {
  step: WizardStep;
  setStep: (step: WizardStep) => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

export function WizardProvider({ children }: { children: ReactNode }) {
  const [step, setStepState] = useState<WizardStep>(storedStep);
  const setStep = useCallback((next: WizardStep) => {
    writeStored('step', String(next));
    setStepState(next);
  }, []);
  const value = useMemo(() => ({ step, setStep }), [step, setStep]);
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside WizardProvider');
  return value;
}
