import {
  can,
  canEverywhere,
  coveredByTwoFactorPolicy,
  describeGrants,
  grantsProblem,
  normalizeGrants,
  ROLE_NAMES,
  ROLES,
  sitesFor,
  type RoleGrant,
} from '../roles';

describe('the role catalogue', () => {
  it('allows a site role its actions on its sites only, a group role everywhere', () => {
    const editor: RoleGrant[] = [{ role: 'editor', sites: ['vocational'] }];
    expect(can(editor, 'content', 'vocational')).toBe(true);
    expect(can(editor, 'content', 'academic')).toBe(false);
    expect(can(editor, 'content')).toBe(true);
    expect(can(editor, 'settings')).toBe(false);
    expect(can(editor, 'pageTypes')).toBe(false);
    expect(sitesFor(editor, 'structure')).toEqual(['vocational']);
    const groupEditor: RoleGrant[] = [{ role: 'groupEditor' }];
    expect(canEverywhere(groupEditor, 'settings')).toBe(true);
    expect(can(groupEditor, 'pageTypes')).toBe(true);
    expect(can(groupEditor, 'leads')).toBe(false);
    // A role the catalogue no longer has grants nothing.
    expect(can([{ role: 'root' as 'editor' }], 'content')).toBe(false);
  });

  it('unites the sites of several roles, in the catalogue order of sites', () => {
    const grants: RoleGrant[] = [
      { role: 'admissionsOfficer', sites: ['vocational'] },
      { role: 'siteManager', sites: ['academic'] },
    ];
    expect(sitesFor(grants, 'leads')).toEqual(['academic', 'vocational']);
    expect(sitesFor(grants, 'content')).toEqual(['academic']);
  });

  it('stores one form: known roles once, in order, sites merged and sorted, group roles without sites', () => {
    expect(
      normalizeGrants([
        { role: 'writer', sites: ['vocational'] },
        { role: 'groupAdmin', sites: ['company'] },
        { role: 'writer', sites: ['company', 'vocational'] },
        { role: 'editor', sites: [] },
        { role: 'nobody' as 'editor', sites: ['company'] },
      ]),
    ).toEqual([{ role: 'groupAdmin' }, { role: 'writer', sites: ['company', 'vocational'] }]);
  });

  it('says grants in words, every site as 全部站点, none as 无角色', () => {
    expect(
      describeGrants([
        { role: 'admissionsLead', sites: ['vocational', 'company', 'academic', 'selfStudy'] },
        { role: 'editor', sites: ['vocational', 'academic'] },
        { role: 'accountAdmin' },
      ]),
    ).toBe('账号管理员、编辑（成人教育、职业教育）、招生主管（全部站点）');
    expect(describeGrants([])).toBe('无角色');
  });

  it('names what is wrong with chosen grants', () => {
    expect(grantsProblem([{ role: 'editor' }])).toBe('请为“编辑”选择适用的站点');
    expect(grantsProblem([{ role: 'groupAdmin', sites: ['company'] }])).toBe(
      '“集团管理员”适用于全部站点，无需选择站点',
    );
    expect(
      grantsProblem([
        { role: 'writer', sites: ['company'] },
        { role: 'writer', sites: ['academic'] },
      ]),
    ).toBe('角色“撰稿人”重复，请合并为一项');
    expect(grantsProblem([{ role: 'writer', sites: ['company'] }, { role: 'accountAdmin' }])).toBeNull();
  });

  it('puts under the two-factor policy exactly the roles that manage accounts or export leads', () => {
    const covered = ROLE_NAMES.filter((role) =>
      coveredByTwoFactorPolicy([ROLES[role].level === 'group' ? { role } : { role, sites: ['company'] }]),
    );
    expect(covered).toEqual(['groupAdmin', 'accountAdmin', 'admissionsLead']);
  });

  it('gives export only with reading leads, and every role a description', () => {
    for (const role of ROLE_NAMES) {
      const actions: readonly string[] = ROLES[role].actions;
      if (actions.includes('leadExport')) expect([role, actions.includes('leads')]).toEqual([role, true]);
      expect(ROLES[role].description.length).toBeGreaterThan(4);
    }
  });
});
