import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Job, Metrics, Resume, ResumeSummary, Subscription, User } from '@tailor/contract';

export type AlertType = 'success' | 'warning' | 'error';
export interface Alert {
  type: AlertType;
  message: string;
}

/** How long an alert stays on screen. */
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
  /** After a reload: keep the persisted alert for the rest of its time, or drop it. */
  restoreAlert: () => void;
  setJobs: (jobs: Job[]) => void;
  addJob: (job: Job) => void;
  setResumes: (resumes: ResumeSummary[]) => void;
  setCurrentResume: (resume: Resume | null) => void;
  setSubscription: (subscription: Subscription | null) => void;
  setMetrics: (metrics: Metrics | null) => void;
  /**
   * Ends the session in state: token and user, and with them the user's data (resumes, jobs,
   * usage, subscription), so nothing personal stays on a shared device. The alert stays.
   */
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

/**
 * When the current alert was shown, kept beside the persisted state: an alert restored by a reload
 * stays only for what is left of its 3000 ms, and one from an earlier visit does not come back.
 */
const ALERT_SHOWN_AT_KEY = 'app-state-alert-shown-at';

const rememberAlertTime = (at: number | null) => {
  try {
    if (at === null) localStorage.removeItem(ALERT_SHOWN_AT_KEY);
    else localStorage.setItem(ALERT_SHOWN_AT_KEY, String(at));
  } catch {
    // Storage may be unavailable (private mode): the alert still clears on its timer.
  }
};

const alertShownAt = (): number | null => {
  try {
    const value = Number(localStorage.getItem(ALERT_SHOWN_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

export const useAppState = create<AppState>()(
  persist(
    (set, get) => {
      const scheduleAlertClear = (alert: Alert, delay = ALERT_TIMEOUT_MS) => {
        clearTimeout(alertTimer);
        alertTimer = setTimeout(() => {
          // Only clear the alert this timer was started for, not a newer one.
          if (get().alert === alert) set({ alert: null });
        }, delay);
      };
      return {
        ...initialAppState,
        setUser: (user) => set({ user }),
        setToken: (token) => set({ token }),
        setAlert: (alert) => {
          set({ alert });
          rememberAlertTime(alert ? Date.now() : null);
          if (alert) scheduleAlertClear(alert);
          else clearTimeout(alertTimer);
        },
        restoreAlert: () => {
          const alert = get().alert;
          if (!alert) return;
          const shownAt = alertShownAt();
          const left = shownAt === null ? 0 : ALERT_TIMEOUT_MS - (Date.now() - shownAt);
          if (left <= 0) {
            set({ alert: null });
            rememberAlertTime(null);
          } else scheduleAlertClear(alert, Math.min(left, ALERT_TIMEOUT_MS));
        },
        setJobs: (jobs) => set({ jobs }),
        // The list is most recently updated first (as the server sends it): a new job goes on top.
        addJob: (job) => set((state) => ({ jobs: [job, ...state.jobs.filter((j) => j.uuid !== job.uuid)] })),
        setResumes: (resumes) => set({ resumes }),
        setCurrentResume: (currentResume) => set({ currentResume }),
        setSubscription: (subscription) => set({ subscription }),
        setMetrics: (metrics) => set({ metrics }),
        logout: () => set({ ...initialAppState, alert: get().alert }),
      };
    },
    {
      name: APP_STATE_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      onRehydrateStorage: () => (state) => {
        // A restored alert has lost its timer: it stays only for what is left of its 3000 ms.
        state?.restoreAlert();
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
