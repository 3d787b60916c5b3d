/** Answer shapes the guest-action tests read (the API's error body, with per-field issues). */
export interface ErrorAnswer {
  error: {
    code: string;
    message: string;
    issues: { path: string; id?: string; message: string }[];
  };
}
export interface StateAnswer {
  ok: boolean;
  id: string;
  state: string;
  message: string;
}
