/** The whole back-office call catalogue (api-catalogue.md), one data file per group. */
import { bmsCatalogue } from './bms-catalogue';
import type { CatalogueData } from './catalogue-types';
import { cmsCatalogue } from './cms-catalogue';
import { emsCatalogue } from './ems-catalogue';
import { umsCatalogue } from './ums-catalogue';

export const catalogueData: CatalogueData = {
  bms: bmsCatalogue,
  ums: umsCatalogue,
  cms: cmsCatalogue,
  ems: emsCatalogue,
};
