import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Job, Metrics, Resume, ResumeSummary, Subscription, User } from '@tailor/contract';

export type AlertType = 'success' | 'warning' | 'error';
export interface Alert {
  type: AlertType;
  message: string;
}

/** How long an alert stays on screen (SPEC.md sections 4 and 9). */
export const ALERT_TIMEOUT_MS = 3000;
export const APP_STATE_STORAGE_KEY = 'app-state';

export interface AppStateData {
  user: User | null;
  token: string | null;
  jobs: Job[];
  resumes: ResumeSummary[];
  currentResume: Resume | null;
  alert: Alert | null;
  subscription: Subscription | null;
  metrics: Metrics | null;
}

export interface AppStateActions {
  setUser: (user: User | null) => void;
  setToken: (token: string | null) => void;
  setAlert: (alert: Alert | null) => void;
  setJobs: (jobs: Job[]) => void;
  addJob: (job: Job) => void;
  setResumes: (resumes: ResumeSummary[]) => void;
  setCurrentResume: (resume: Resume | null) => void;
  setSubscription: (subscription: Subscription | null) => void;
  setMetrics: (metrics: Metrics | null) => void;
  /** Ends the session in state: token and user only, the rest stays (SPEC.md section 4). */
  logout: () => void;
}

export type AppState = AppStateData & AppStateActions;

export const initialAppState: AppStateData = {
  user: null,
  token: null,
  jobs: [],
  resumes: [],
  currentResume: null,
  alert: null,
  subscription: null,
  metrics: null,
};

let alertTimer: ReturnType<typeof setTimeout> | undefined;

export const useAppState = create<AppState>()(
  persist(
    (set, get) => {
      const scheduleAlertClear = (alert: Alert) => {
        clearTimeout(alertTimer);
        alertTimer = setTimeout(() => {
          // Only clear the alert this timer was started for, not a newer one.
          if (get().alert === alert) set({ alert: null });
        }, ALERT_TIMEOUT_MS);
      };
      return {
        ...initialAppState,
        setUser: (user) => set({ user }),
        setToken: (token) => set({ token }),
        setAlert: (alert) => {
          set({ alert });
          if (alert) scheduleAlertClear(alert);
          else clearTimeout(alertTimer);
        },
        setJobs: (jobs) => set({ jobs }),
        addJob: (job) => set((state) => ({ jobs: [...state.jobs, job] })),
        setResumes: (resumes) => set({ resumes }),
        setCurrentResume: (currentResume) => set({ currentResume }),
        setSubscription: (subscription) => set({ subscription }),
        setMetrics: (metrics) => set({ metrics }),
        logout: () => set({ token: null, user: null }),
      };
    },
    {
      name: APP_STATE_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      onRehydrateStorage: () => (state) => {
        // A restored alert has lost its timer: give it a fresh one so it still goes away.
        if (state?.alert) state.setAlert(state.alert);
      },
    },
  ),
);

/** First word of the full name, for greetings and the navbar. */
export const firstNameOf = (user: Pick<User, 'fullname' | 'email'> | null): string => {
  if (!user) return '';
  const first = user.fullname.trim().split(/\s+/)[0];
  return first && first.length > 0 ? first : (user.email.split('@')[0] ?? '');
};
