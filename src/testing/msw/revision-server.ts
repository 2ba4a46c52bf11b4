/**
 * A fake of the revision calls (cms/web/revision list, compare, restore) for the console's
 * history tests, answered from memory and recording what it was asked. Its revisions are given
 * by the test; a restore calls `onRestore` with the revision (the test puts the record back in
 * its own fake) and adds a `restore` revision:
 *
 *   const revisions = installRevisionServer(staff.server);
 *   revisions.set([...], (revision) => content.set({ items: [...] }));
 *   expect(revisions.restored).toEqual([{ entity: 'siteContent', id: 101 }]);
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import type { RevisionField, RevisionItem, RevisionRestoreBody } from '@contract/revision';
import { failWith, succeed } from './envelope';
import { pageOf, param } from './fake-records';

const BASE = 'http://localhost/api/cms/web/revision';

/** A revision as the fake keeps it: its item and its fields' values in words. */
export type FakeRevision = RevisionItem & { values: RevisionField[] };

export function installRevisionServer(server: SetupServerApi) {
  let revisions: FakeRevision[] = [];
  let onRestore: (revision: FakeRevision) => void = () => undefined;
  const record = { listQueries: [] as Record<string, string>[], restored: [] as RevisionRestoreBody[] };
  const itemOf = ({ values: _values, ...item }: FakeRevision): RevisionItem => item;

  const handlers = [
    http.get(`${BASE}/list`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      record.listQueries.push(query);
      const mine = revisions
        .filter((one) => one.entity === query.entity && one.recordId === Number(query.recordId))
        .sort((a, b) => b.version - a.version);
      return succeed(pageOf(mine, Number(query.pageNum ?? 1), Number(query.pageSize ?? 15), itemOf));
    }),
    http.get(`${BASE}/compare`, ({ request }) => {
      const [a, b] = ['from', 'to'].map((key) =>
        revisions.find((one) => one.id === Number(param(request, key))),
      );
      if (!a || !b) return failWith(CODE.notFound, '版本不存在');
      if (a.recordId !== b.recordId) return failWith(CODE.badRequest, '只能对比同一条记录的两个版本');
      const [older, newer] = a.version <= b.version ? [a, b] : [b, a];
      return succeed({
        entity: older.entity,
        recordId: older.recordId,
        from: itemOf(older),
        to: itemOf(newer),
        fields: older.values.map((field, index) => {
          const after = newer.values[index]?.value ?? null;
          return {
            key: field.key,
            label: field.label,
            kind: field.kind,
            before: field.value,
            after,
            changed: field.value !== after,
          };
        }),
      });
    }),
    http.put(`${BASE}/restore`, async ({ request }) => {
      const body = (await request.json()) as RevisionRestoreBody;
      record.restored.push(body);
      const revision = revisions.find((one) => one.id === body.id);
      if (!revision) return failWith(CODE.notFound, '版本不存在');
      onRestore(revision);
      const version =
        Math.max(...revisions.filter((one) => one.recordId === revision.recordId).map((one) => one.version)) +
        1;
      revisions = [
        ...revisions,
        {
          ...revision,
          id: 1000 + version,
          version,
          action: 'restore',
          restoredFrom: revision.version,
          changedFields: ['标题'],
        },
      ];
      return succeed({ recordId: revision.recordId, version });
    }),
  ];

  beforeEach(() => {
    revisions = [];
    onRestore = () => undefined;
    for (const list of Object.values(record)) list.length = 0;
    server.use(...handlers);
  });

  return {
    ...record,
    /** The revisions the fake holds for one test, and what a restore does to the record. */
    set(next: FakeRevision[], restore: (revision: FakeRevision) => void) {
      revisions = next;
      onRestore = restore;
    },
    /** One more revision, as a save on the server would keep it. */
    add(next: FakeRevision) {
      revisions = [...revisions, next];
    },
  };
}
