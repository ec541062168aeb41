// Who sold, as the document says. The document's own `user` and `userInn` are what the register
// printed; the organization record is where the dashboard filed it. They usually agree; when a
// register was re-registered to another owner, or an agent sells on another's behalf, they do not,
// and then both are shown (docs/real-operators.md).

type Named = { user?: string; userInn?: string };
type Record = { shortName: string; inn: string };

export type Seller = {
  name: string;
  inn: string;
  /** The organization record's name, only when the document names someone else. */
  recordName?: string;
  /** The organization record's INN, only when the document's INN differs. */
  recordInn?: string;
};

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

export function sellerOf(document: Named, organization: Record): Seller {
  const user = document.user?.trim() || undefined;
  const userInn = document.userInn?.trim() || undefined;
  return {
    name: user ?? organization.shortName,
    inn: userInn ?? organization.inn,
    recordName:
      user && organization.shortName && !sameName(user, organization.shortName)
        ? organization.shortName
        : undefined,
    recordInn:
      userInn && organization.inn && userInn !== organization.inn ? organization.inn : undefined,
  };
}
