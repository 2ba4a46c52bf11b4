import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Platform } from '@contract/common';

/** The site kind of this host, known once the site settings have loaded. */
export const siteSlice = createSlice({
  name: 'site',
  initialState: { platform: null as Platform | null },
  reducers: {
    platformResolved(state, action: PayloadAction<Platform>) {
      state.platform = action.payload;
    },
  },
  selectors: {
    selectPlatform: (state) => state.platform,
  },
});

export const { platformResolved } = siteSlice.actions;
export const { selectPlatform } = siteSlice.selectors;
