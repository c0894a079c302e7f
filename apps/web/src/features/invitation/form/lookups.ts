// What the forms look up around their values: the venues or funeral homes
// with their halls, and the two category trees. Pure helpers over them.
import type { CategoryTreeNode, PartnerWithDetails } from '@ongi/shared';

export interface PartnerLookup {
  partners: readonly PartnerWithDetails[];
}

/** The top level a chosen second-level category sits under (null when it is not in the tree). */
export function parentSeqOf(tree: readonly CategoryTreeNode[], childSeq: number | null): number | null {
  if (childSeq === null) return null;
  return tree.find((node) => node.children.some((child) => child.seq === childSeq))?.seq ?? null;
}

/** The hall of a partner whose name is the stored hall text (so an edit shows the hall chosen). */
export function hallSeqOf(partners: readonly PartnerWithDetails[], partnerSeq: number | null, hallText: string): number | null {
  if (partnerSeq === null || !hallText.trim()) return null;
  const partner = partners.find((candidate) => candidate.partnerSeq === partnerSeq);
  return partner?.details.find((detail) => detail.name === hallText.trim())?.seq ?? null;
}

/** The partner a typed place name still names (spec: the partner is cleared once the name no longer matches). */
export function partnerNamed(partners: readonly PartnerWithDetails[], name: string): PartnerWithDetails | undefined {
  const wanted = name.trim();
  return partners.find((partner) => partner.name === wanted);
}

export function partnerOf(partners: readonly PartnerWithDetails[], partnerSeq: number | null): PartnerWithDetails | undefined {
  return partnerSeq === null ? undefined : partners.find((partner) => partner.partnerSeq === partnerSeq);
}

/** The name of the venue's place search box: a failure of the place (neither a partner nor a place found) focuses it. */
export const venueSearchName = 'venueSearch';
