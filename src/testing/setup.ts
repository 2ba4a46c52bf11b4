import '@testing-library/jest-dom';
import './layout';
import { resetMediaQueries } from './match-media';

afterEach(() => {
  // Files that run in the node environment have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  resetMediaQueries();
});
