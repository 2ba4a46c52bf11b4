import { useId } from 'react';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { PLATFORMS } from '@contract/platform';
import { ROLE_NAMES, ROLES, type RoleGrant, type RoleName } from '@contract/roles';
import { CheckRow, FieldError, Fieldset, Hint } from '../ui/form-field';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { accountMessages } from './messages';

/** One role: its checkbox, what it allows under it, and its sites once ticked. */
const RoleGroup = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** The role's description and sites, lined up with its label rather than its box. */
const Indented = styled.div`
  padding-left: ${({ theme }) => theme.space[5]}px;
`;

const Sites = styled.fieldset`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

/** The four sites two by two: the form's column holds no four abreast. */
const SiteRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

/** A site role ticked and no site chosen yet, which the form's check (grantsProblem) refuses: its sites in error. */
const lacksSites = (grant: RoleGrant) => ROLES[grant.role].level === 'site' && !grant.sites?.length;

type RoleFieldsetsProps = {
  /** The grants as the form holds them: a site role just ticked has no site yet. */
  value: readonly RoleGrant[];
  onChange: (grants: RoleGrant[]) => void;
  /** Why no role may change here (one's own account); null: they may. */
  lockedReason: string | null;
  /** The browser's check (a site role without a site) or the server's refusal of the roles. */
  error: string | null;
};

/**
 * 角色: a group per role of the catalogue (contract/roles.ts), its checkbox named by the role's
 * label and described by what it allows; a site role's sites as checkboxes under it, shown once it
 * is ticked. A site role without a site stays ticked, its sites marked in error, until one is chosen.
 */
export function RoleFieldsets({ value, onChange, lockedReason, error }: RoleFieldsetsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const lockedId = `${id}-locked`;
  const grantOf = (role: RoleName) => value.find((grant) => grant.role === role);

  const setRole = (role: RoleName, on: boolean) => {
    const others = value.filter((grant) => grant.role !== role);
    onChange(on ? [...others, ROLES[role].level === 'site' ? { role, sites: [] } : { role }] : others);
  };
  const setSite = (role: RoleName, site: Platform, on: boolean) => {
    const sites = grantOf(role)?.sites ?? [];
    const next = on ? [...sites, site] : sites.filter((other) => other !== site);
    onChange(
      value.map((grant) =>
        grant.role === role ? { role, sites: PLATFORMS.filter((each) => next.includes(each)) } : grant,
      ),
    );
  };

  return (
    <Fieldset>
      <legend>{accountMessages.roles}</legend>
      {ROLE_NAMES.map((role) => {
        const { label, level, description } = ROLES[role];
        const grant = grantOf(role);
        const labelId = `${id}-${role}`;
        const descriptionId = `${id}-${role}-description`;
        const sitesMissing = grant !== undefined && lacksSites(grant);
        return (
          <RoleGroup key={role} aria-labelledby={labelId}>
            <CheckRow>
              <input
                type="checkbox"
                name="roles"
                value={role}
                checked={grant !== undefined}
                disabled={lockedReason !== null}
                aria-describedby={[descriptionId, lockedReason ? lockedId : null].filter(Boolean).join(' ')}
                onChange={(event) => setRole(role, event.target.checked)}
              />
              <span id={labelId}>{label}</span>
            </CheckRow>
            <Indented>
              <Hint id={descriptionId}>{description}</Hint>
              {level === 'site' && grant ? (
                <Sites>
                  <legend>{accountMessages.roleSites}</legend>
                  <SiteRow>
                    {PLATFORMS.map((site) => (
                      <CheckRow key={site}>
                        <input
                          type="checkbox"
                          name={`${role}-sites`}
                          value={site}
                          checked={grant.sites?.includes(site) ?? false}
                          disabled={lockedReason !== null}
                          aria-invalid={sitesMissing && error ? true : undefined}
                          aria-describedby={sitesMissing && error ? errorId : undefined}
                          onChange={(event) => setSite(role, site, event.target.checked)}
                        />
                        {PLATFORM_LABELS[site]}
                      </CheckRow>
                    ))}
                  </SiteRow>
                </Sites>
              ) : null}
            </Indented>
          </RoleGroup>
        );
      })}
      {lockedReason ? <Hint id={lockedId}>{lockedReason}</Hint> : null}
      {error ? (
        // Focusable: a refusal naming no site role's boxes brings the focus here.
        <FieldError id={errorId} role="alert" tabIndex={-1}>
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
