import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './computed-style-cache';
import './layout';
import { resetMediaQueries } from './match-media';

afterEach(() => {
  // Files that run in the node environment have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  resetMediaQueries();
});

// The console's pages load lazily, and a page's first load in a fresh clone waits for Babel to
// transform it (the editor's TipTap alone is large): on CI's two shared cores that takes longer
// than Testing Library's 1 s default. A wait only ends sooner when what it waits for appears.
configure({ asyncUtilTimeout: 5000 });
