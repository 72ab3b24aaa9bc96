/** A person who can sign in at the local identity provider. */
export interface IdentityAccount {
  /** The auth id: the ID and access tokens' `sub`, and the mock database's `User.id`. */
  id: string;
  email: string;
  name: string;
  /** Shown beside the account in the sign-in page's list of demo accounts. */
  description?: string;
}

/** Where the identity provider finds its accounts. */
export interface AccountDirectory {
  /** The demo accounts listed on the sign-in page. */
  listDemoAccounts(): IdentityAccount[];
  findByEmail(email: string): IdentityAccount | undefined;
  findById(id: string): IdentityAccount | undefined;
}

export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
