import type { APIPromise } from '../core/api-promise.ts';
import { SinglePage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type Schemas } from './resource.ts';

/** The members of an org (`/org/{id}/user`). */
export class OrgUsers extends APIResource {
  /** Lists an org's users (`GET /org/{id}/user`). */
  list(orgId: string, options?: RequestOptions): PagePromise<SinglePage<User>, User> {
    return this._client.getAPIList(path`/org/${orgId}/user`, SinglePage<User>, options);
  }
}

/** Invitations to an org (`/org/{id}/invite`). */
export class OrgInvites extends APIResource {
  /**
   * Invites people to an org by e-mail with a role (`POST /org/{id}/invite`).
   *
   * @example
   * await client.orgs.invites.create(orgId, { emails: ['ada@example.com'], role: 'editor' });
   */
  create(orgId: string, body: InviteUsers, options?: RequestOptions): APIPromise<void> {
    return this._client.post(path`/org/${orgId}/invite`, { body, ...options });
  }
}

/** Members' roles in an org (`/org/{id}/role`). */
export class OrgRoles extends APIResource {
  /** Changes a member's role (`PATCH /org/{id}/role`). */
  update(orgId: string, body: UpdateUserRole, options?: RequestOptions): APIPromise<void> {
    return this._client.patch(path`/org/${orgId}/role`, { body, ...options });
  }
}

/** Auth tokens scoped to an org (`/org/{id}/auth`). */
export class OrgAuth extends APIResource {
  /** Gets a JWT for acting in an org (`GET /org/{id}/auth`). */
  retrieve(orgId: string, options?: RequestOptions): APIPromise<OrgAuthToken> {
    return this._client.get(path`/org/${orgId}/auth`, options);
  }
}

/** Organisations, their members, invitations, roles and auth tokens (`/org`). */
export class Orgs extends APIResource {
  /** An org's users. */
  users = new OrgUsers(this._client);
  /** Invitations to an org. */
  invites = new OrgInvites(this._client);
  /** Members' roles. */
  roles = new OrgRoles(this._client);
  /** Org-scoped auth tokens. */
  auth = new OrgAuth(this._client);

  /** Creates an org (`POST /org`). */
  create(body: CreateOrg, options?: RequestOptions): APIPromise<Org> {
    return this._client.post('/org', { body, ...options });
  }

  /** Lists the orgs you belong to (`GET /org`). */
  list(options?: RequestOptions): PagePromise<SinglePage<Org>, Org> {
    return this._client.getAPIList('/org', SinglePage<Org>, options);
  }

  /** Retrieves an org (`GET /org/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<Org> {
    return this._client.get(path`/org/${id}`, options);
  }

  /** Updates an org (`PATCH /org/{id}`). */
  update(id: string, body: UpdateOrg, options?: RequestOptions): APIPromise<Org> {
    return this._client.patch(path`/org/${id}`, { body, ...options });
  }

  /** Deletes an org (`DELETE /org/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.delete(path`/org/${id}`, options);
  }

  /** Leaves an org (`DELETE /org/{id}/leave`). */
  leave(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.delete(path`/org/${id}/leave`, options);
  }

  /** Removes a member from an org (`DELETE /org/{id}/member/{memberId}/leave`). */
  removeMember(id: string, memberId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.delete(path`/org/${id}/member/${memberId}/leave`, options);
  }
}

/** An organisation: name, billing, limits and webhook server. */
export type Org = Schemas['Org'];
/** A member of an org. */
export type User = Schemas['User'];
/** The JWT of `orgs.auth.retrieve`. */
export type OrgAuthToken = Schemas['JwtResponse'];
/** The body of `orgs.create`. */
export type CreateOrg = Schemas['CreateOrgDTO'];
/** The body of `orgs.update`. */
export type UpdateOrg = Schemas['UpdateOrgDTO'];
/** The body of `orgs.invites.create`. */
export type InviteUsers = Schemas['InviteUserDTO'];
/** The body of `orgs.roles.update`. */
export type UpdateUserRole = Schemas['UpdateUserRoleDTO'];
