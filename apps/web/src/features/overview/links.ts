/** The addresses the overview page links to, given by its route module. */
export interface OverviewLinks {
  home: string;
  wedding: string;
  funeral: string;
  celebrationWreath: string;
  condolenceWreath: string;
  sponsorList: string;
  faq: string;
  inquiry: string;
  termsOfUse: string;
}
