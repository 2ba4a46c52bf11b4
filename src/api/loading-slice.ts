import { createSlice } from '@reduxjs/toolkit';

/**
 * Calls that show the loading overlay, counted so that overlapping calls keep it up
 * until the last one settles.
 */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: { pendingCalls: 0 },
  reducers: {
    callStarted(state) {
      state.pendingCalls += 1;
    },
    callSettled(state) {
      state.pendingCalls = Math.max(0, state.pendingCalls - 1);
    },
  },
  selectors: {
    selectIsCallPending: (state) => state.pendingCalls > 0,
  },
});

export const { callStarted, callSettled } = loadingSlice.actions;
export const { selectIsCallPending } = loadingSlice.selectors;
